/**
 * The item groups of /what-can-i-send, in order, with their icons. Their words (what goes, what
 * needs a check, what never goes) are the locale's messages: whatCanISend.groups[id] in
 * content/locales/<code>/what-can-i-send.ts.
 *
 * Prohibited and restricted items for international courier from India, in plain language.
 * Checked against the carriers' prohibited-items lists (DHL Express, FedEx), IATA's dangerous
 * goods rules for lithium batteries, India's Antiquities and Art Treasures Act 1972, the CBIC
 * Customs Manual 2023 (courier KYC, IEC and GSTIN), Australia's khapra beetle rules (DAFF), and
 * the destination authorities named in destinations.ts, on the date in destinations.ts → rulesReviewed.
 */
export const itemGroups = [
  { id: 'food', icon: 'package' },
  { id: 'medicines', icon: 'shield' },
  { id: 'batteries', icon: 'plane' },
  { id: 'liquids', icon: 'globe' },
  { id: 'valuables', icon: 'file-text' },
  { id: 'licence', icon: 'award' },
] as const;
