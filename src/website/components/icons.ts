/**
 * The site's icons (2px-stroke line icons and a filled WhatsApp glyph), drawn on a 24×24 grid.
 * Rendered inline by Icon.tsx, so no page waits for an icon file.
 */
export const ICONS: Record<string, { isFilled: boolean; body: string }> = {
  phone: {
    isFilled: false,
    body: '<path d="M5 3h3.5l2 5-2.5 1.5a12 12 0 0 0 6.5 6.5L16 13.5l5 2V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z"/>',
  },
  whatsapp: {
    isFilled: true,
    body: '<path fill-rule="evenodd" d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 1.8a8.2 8.2 0 1 1-4.2 15.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 0 1 12 3.8z"/><path d="M9 7.3c-.3 0-.8.1-1.2.6-.4.4-1.2 1.2-1.2 2.8s1.2 3.2 1.4 3.4c.2.2 2.3 3.6 5.7 4.9 2.8 1.1 3.4.9 4 .8.6-.1 2-.8 2.2-1.6.3-.8.3-1.4.2-1.6l-.6-.4-2.1-1c-.3-.1-.5-.2-.7.1l-1 1.2c-.2.2-.4.2-.7.1-.3-.2-1.3-.5-2.4-1.5-.9-.8-1.5-1.8-1.7-2.1-.2-.3 0-.5.1-.6l.5-.6.3-.5c.1-.2 0-.4 0-.5l-.9-2.3c-.3-.6-.5-.5-.7-.5z"/>',
  },
  mail: {
    isFilled: false,
    body: '<rect x="2" y="4" width="20" height="16" rx="2"/><path d="m2 7 10 6 10-6"/>',
  },
  'map-pin': {
    isFilled: false,
    body: '<path d="M20 10c0 5-8 12-8 12s-8-7-8-12a8 8 0 0 1 16 0z"/><circle cx="12" cy="10" r="3"/>',
  },
  clock: { isFilled: false, body: '<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>' },
  menu: { isFilled: false, body: '<path d="M4 6h16M4 12h16M4 18h16"/>' },
  close: { isFilled: false, body: '<path d="M18 6 6 18M6 6l12 12"/>' },
  'arrow-right': { isFilled: false, body: '<path d="M5 12h14m-7-7 7 7-7 7"/>' },
  check: { isFilled: false, body: '<path d="M20 6 9 17l-5-5"/>' },
  search: { isFilled: false, body: '<circle cx="11" cy="11" r="7"/><path d="m20 20-4-4"/>' },
  globe: {
    isFilled: false,
    body: '<circle cx="12" cy="12" r="10"/><path d="M2 12h20M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20z"/>',
  },
  plane: {
    isFilled: false,
    body: '<path transform="rotate(45 12 12)" d="M12 2c1 0 1.5 1 1.5 2.5V9l7.5 4.5V16l-7.5-2.5V18l2.5 2v1.5l-4-1-4 1V20l2.5-2v-4.5L3 16v-2.5L10.5 9V4.5C10.5 3 11 2 12 2z"/>',
  },
  truck: {
    isFilled: false,
    body: '<path d="M9 17h6m5 0h1a1 1 0 0 0 1-1v-4l-4-4h-4V5a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v11a1 1 0 0 0 1 1h1m10-9v9"/><circle cx="6.5" cy="17.5" r="2.5"/><circle cx="17.5" cy="17.5" r="2.5"/>',
  },
  package: {
    isFilled: false,
    body: '<path d="M12 2 3 7v10l9 5 9-5V7z"/><path d="m3 7 9 5 9-5m-9 5v10M7.5 4.5l9 5"/>',
  },
  shield: {
    isFilled: false,
    body: '<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z"/><path d="m9 12 2 2 4-4"/>',
  },
  headset: {
    isFilled: false,
    body: '<path d="M4 15v-3a8 8 0 0 1 16 0v3"/><rect x="2" y="13" width="4" height="6" rx="1.5"/><rect x="18" y="13" width="4" height="6" rx="1.5"/><path d="M20 19v.5a2.5 2.5 0 0 1-2.5 2.5H14"/>',
  },
  star: {
    isFilled: false,
    body: '<path d="M12 2.8 14.7 9.1 21.5 9.7 16.4 14.2 17.9 20.9 12 17.4 6.1 20.9 7.6 14.2 2.5 9.7 9.3 9.1z"/>',
  },
  calendar: {
    isFilled: false,
    body: '<rect x="3" y="4" width="18" height="18" rx="2"/><path d="M16 2v4M8 2v4M3 10h18"/>',
  },
  users: {
    isFilled: false,
    body: '<circle cx="9" cy="7" r="4"/><path d="M2 21v-2a4 4 0 0 1 4-4h6a4 4 0 0 1 4 4v2m0-17.9a4 4 0 0 1 0 7.8M22 21v-2a4 4 0 0 0-3-3.9"/>',
  },
  award: {
    isFilled: false,
    body: '<circle cx="12" cy="8" r="6"/><path d="M8.2 12.7 7 22l5-3 5 3-1.2-9.3"/>',
  },
  'file-text': {
    isFilled: false,
    body: '<path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z"/><path d="M14 2v6h6M16 13H8m8 4H8m2-8H8"/>',
  },
  home: {
    isFilled: false,
    body: '<path d="M3 10 12 3l9 7v10a1 1 0 0 1-1 1h-5v-7H9v7H4a1 1 0 0 1-1-1z"/>',
  },
};
