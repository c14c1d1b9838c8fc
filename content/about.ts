/**
 * The about page's figures and the order of its parts; the words are in content/locales/<code>/about.ts
 * (stats, reasons and milestones by key).
 */
import { claims } from './claims';

export const aboutStats = [
  { key: 'yearsOfExperience', value: claims.yearsOfExperience },
  { key: 'deliverySuccess', value: claims.deliverySuccessAbout },
  { key: 'countries', value: claims.countries },
  { key: 'happyCustomers', value: claims.happyCustomers },
] as const;

export const reasons = [
  { key: 'transit', icon: 'plane' },
  { key: 'success', icon: 'shield' },
  { key: 'reach', icon: 'globe' },
  { key: 'support', icon: 'headset' },
] as const;

export const milestones = [
  { key: 'founded', year: claims.founded },
  { key: 'airCargo', year: '2012' },
  { key: 'nationwide', year: '2018' },
  { key: 'worldwide', year: '2024' },
] as const;
