import { ICONS } from './icons';

const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** An inline icon; decorative, so hidden from assistive technology. */
export function Icon({ name, size = 20, className }: { name: string; size?: number; className?: string }) {
  const icon = ICONS[name];
  if (!icon) throw new Error(`Unknown icon "${name}"; known: ${Object.keys(ICONS).join(', ')}`);
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...(icon.isFilled ? { fill: 'currentColor' } : STROKE)}
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
