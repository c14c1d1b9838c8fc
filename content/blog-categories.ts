/** What each blog category page says about itself: its address, heading and description. */
import type { BlogCategory } from './types';

export interface BlogCategoryCopy {
  /** The page's path segment: /blog/category/<slug>. */
  slug: string;
  /** The lead under the heading, also the page's meta description. */
  description: string;
}

export const blogCategoryCopy: Record<BlogCategory, BlogCategoryCopy> = {
  'Shipping Guide': {
    slug: 'shipping-guide',
    description:
      'Step-by-step guides to sending parcels and documents from Hyderabad: choosing a service, booking a pickup and what happens on the way.',
  },
  'Packaging Tips': {
    slug: 'packaging-tips',
    description:
      'How to pack fragile, heavy and awkward items for courier so they arrive in one piece, and how packing changes the price.',
  },
  International: {
    slug: 'international',
    description:
      'Sending parcels abroad from India: destinations, delivery times, duties and what the receiver should expect.',
  },
  Regulations: {
    slug: 'regulations',
    description:
      'Customs documents, restricted items and the rules of each destination, explained before you book an international courier.',
  },
  'Cost Savings': {
    slug: 'cost-savings',
    description:
      'Ways to pay less for courier and air cargo: volumetric weight, smart packing, choosing express or economy, and timing.',
  },
  Technology: {
    slug: 'technology',
    description:
      'Tracking numbers, status updates and the systems behind them: what each step of a shipment really means.',
  },
};
