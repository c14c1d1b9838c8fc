/**
 * The share image of every page (1200 x 630), drawn at build time with satori: the preview
 * WhatsApp, LinkedIn and X show for a link. Inline styles only, flexbox layout, the Inter font
 * of content/config.ts; flat brand colours keep the PNG small.
 */
import type { ShareImageProps } from '../contract';

const NAVY = '#0b2545';
const NAVY_2 = '#13315c';
const ORANGE = '#ea580c';
const ORANGE_DARK = '#c2410c';
const SKY = '#bfdbfe';

export interface ShareCardProps extends ShareImageProps {
  /** The small label above the title: the article's category, or the kind of page. */
  kicker?: string;
}

/** The kind of page, from its address, for pages that do not name one. */
function kickerOf(route: string): string {
  if (route === '/') return 'Domestic & international courier';
  if (route.startsWith('/blog')) return 'Shipping guides';
  if (route.startsWith('/international-courier-to-')) return 'International courier';
  if (route.includes('calculator') || route.startsWith('/track')) return 'Tools';
  if (route.includes('privacy') || route.includes('terms')) return 'Legal';
  if (route.startsWith('/about')) return 'Our company';
  if (route.startsWith('/contact')) return 'Get in touch';
  return 'Courier & air cargo';
}

/** The title without the " | Brand" suffix that page titles carry (the card shows the brand). */
function headline(title: string): string {
  const suffix = title.lastIndexOf(' | ');
  const bare = suffix > 0 ? title.slice(0, suffix) : title;
  return bare.length > 110 ? `${bare.slice(0, 107).trimEnd()}…` : bare;
}

function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="7" fill="#ffffff" />
      <path fill={ORANGE} d="M5 15 27 6 20 26l-5-7z" />
      <path fill={ORANGE_DARK} d="M15 19 27 6 14 25z" />
    </svg>
  );
}

export function ShareCard({ title, route, siteName, siteUrl, kicker }: ShareCardProps) {
  const text = headline(title);
  const size = text.length > 80 ? 56 : text.length > 50 ? 66 : 78;
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', backgroundColor: NAVY, fontFamily: 'Inter', color: '#ffffff' }}>
      <div style={{ width: 18, height: '100%', backgroundColor: ORANGE }} />
      {/* The mark's paper plane, large and faint, behind the text. */}
      <svg width="560" height="560" viewBox="0 0 32 32" style={{ position: 'absolute', right: -170, bottom: -200 }}>
        <path fill={NAVY_2} d="M5 15 27 6 20 26l-5-7z" />
      </svg>
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '64px 80px 56px 72px', flexGrow: 1 }}>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <Mark size={64} />
          <div style={{ marginLeft: 22, fontSize: 32, fontWeight: 700, letterSpacing: -0.5 }}>{siteName}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 960 }}>
          <div style={{ display: 'flex' }}>
            <div style={{ backgroundColor: ORANGE, color: '#ffffff', fontSize: 24, fontWeight: 700, letterSpacing: 2, textTransform: 'uppercase', padding: '8px 18px', borderRadius: 8 }}>
              {kicker ?? kickerOf(route)}
            </div>
          </div>
          <div style={{ marginTop: 28, fontSize: size, fontWeight: 800, lineHeight: 1.08, letterSpacing: -1.5 }}>{text}</div>
        </div>
        <div style={{ display: 'flex', alignItems: 'center', fontSize: 26, fontWeight: 600, color: SKY }}>
          <div>{new URL(siteUrl).host.replace(/^www\./, '')}</div>
          <div style={{ width: 8, height: 8, borderRadius: 4, backgroundColor: ORANGE, margin: '0 18px' }} />
          <div>Hyderabad, India</div>
        </div>
      </div>
    </div>
  );
}
