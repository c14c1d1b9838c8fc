/**
 * The share image of every page (1200 x 630), drawn at build time: the preview WhatsApp,
 * LinkedIn and X show for a link, in the page's language. Inline styles only, flexbox layout,
 * the fonts of content/config.ts (Inter, and Noto Sans Telugu and Devanagari for the
 * translations); flat brand colours keep the PNG small.
 */
import type { Messages } from '../../../content/locales/en';
import type { ShareImageProps } from '#site';

const NAVY = '#0b2545';
const NAVY_2 = '#13315c';
const ORANGE = '#ea580c';
const ORANGE_DARK = '#c2410c';
const SKY = '#bfdbfe';

export interface ShareCardProps extends ShareImageProps<Messages> {
  /** The small label above the title: the article's category, or the kind of page. */
  kicker?: string;
}

type CardWords = Messages['ui']['shareCard'];

/** The kind of page, from its address (without the locale's prefix), for pages that do not name one. */
function kickerOf(route: string, words: CardWords): string {
  if (route === '/') return words.home;
  if (route.startsWith('/blog')) return words.guides;
  if (route.startsWith('/international-courier-to-')) return words.international;
  if (route.includes('calculator') || route.startsWith('/track')) return words.tools;
  if (route.includes('privacy') || route.includes('terms')) return words.legal;
  if (route.startsWith('/about')) return words.company;
  if (route.startsWith('/contact')) return words.contact;
  return words.other;
}

/** The title without the " | Brand" suffix that page titles carry (the card shows the brand). */
function headline(title: string): string {
  const suffix = title.lastIndexOf(' | ');
  const bare = suffix > 0 ? title.slice(0, suffix) : title;
  return bare.length > 110 ? `${bare.slice(0, 107).trimEnd()}…` : bare;
}

function Mark({ size }: { size: number }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: drawn into a PNG by takumi, never shown in a page
    <svg width={size} height={size} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="7" fill="#ffffff" />
      <path fill={ORANGE} d="M5 15 27 6 20 26l-5-7z" />
      <path fill={ORANGE_DARK} d="M15 19 27 6 14 25z" />
    </svg>
  );
}

/** Latin first (Inter), then the Indian scripts: each character is drawn by the first family that has it. */
const FONTS = 'Inter, "Noto Sans Telugu", "Noto Sans Devanagari"';

export function ShareCard({
  title,
  route,
  siteName,
  siteUrl,
  kicker,
  locale,
  messages,
}: ShareCardProps) {
  const words = messages.ui.shareCard;
  const text = headline(title);
  const size = text.length > 80 ? 56 : text.length > 50 ? 66 : 78;
  // Telugu and Devanagari stack vowel signs above and below the letters: more room between
  // lines, and no letter-spacing, which would pull a syllable's parts apart.
  const isLatin = locale === 'en';
  const path = route.startsWith(`/${locale}/`) ? route.slice(locale.length + 1) : route;
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        backgroundColor: NAVY,
        fontFamily: FONTS,
        color: '#ffffff',
      }}
    >
      <div style={{ width: 18, height: '100%', backgroundColor: ORANGE }} />
      {/* The mark's paper plane (its path M5 15 27 6 20 26l-5-7z in a 32-unit box), large and faint, behind the text: a clipped box draws the same pixels as that SVG with less work (55 cards: 475-519 ms of CPU against 508-558). */}
      <div
        style={{
          position: 'absolute',
          right: -170,
          bottom: -200,
          width: 560,
          height: 560,
          backgroundColor: NAVY_2,
          clipPath: 'polygon(15.625% 46.875%, 84.375% 18.75%, 62.5% 81.25%, 46.875% 59.375%)',
        }}
      />
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 80px 56px 72px',
          flexGrow: 1,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <Mark size={64} />
          <div style={{ marginLeft: 22, fontSize: 32, fontWeight: 700, letterSpacing: -0.5 }}>
            {siteName}
          </div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 960 }}>
          <div style={{ display: 'flex' }}>
            <div
              style={{
                backgroundColor: ORANGE,
                color: '#ffffff',
                fontSize: 24,
                fontWeight: 700,
                letterSpacing: isLatin ? 2 : 0,
                textTransform: 'uppercase',
                padding: '8px 18px',
                borderRadius: 8,
              }}
            >
              {kicker ?? kickerOf(path, words)}
            </div>
          </div>
          <div
            style={{
              marginTop: 28,
              fontSize: isLatin ? size : size - 8,
              fontWeight: 800,
              lineHeight: isLatin ? 1.08 : 1.35,
              letterSpacing: isLatin ? -1.5 : 0,
            }}
          >
            {text}
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            fontSize: 26,
            fontWeight: 600,
            color: SKY,
          }}
        >
          <div>{new URL(siteUrl).host.replace(/^www\./, '')}</div>
          <div
            style={{
              width: 8,
              height: 8,
              borderRadius: 4,
              backgroundColor: ORANGE,
              margin: '0 18px',
            }}
          />
          <div>{words.place}</div>
        </div>
      </div>
    </div>
  );
}
