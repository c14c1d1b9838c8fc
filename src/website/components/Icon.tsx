import { ICONS } from './icons';

/**
 * An inline icon; decorative, so hidden from assistive technology. How it is painted (a 2 px
 * round stroke in the text colour, or filled) is in the stylesheet's `.icon` rules rather than
 * on every icon: the same on screen, fewer bytes on every page, less for React to write.
 */
export function Icon({
  name,
  size = 20,
  className,
}: {
  name: string;
  size?: number;
  className?: string;
}) {
  const icon = ICONS[name];
  if (!icon) throw new Error(`Unknown icon "${name}"; known: ${Object.keys(ICONS).join(', ')}`);
  const classes = icon.isFilled ? 'icon icon-filled' : 'icon';
  return (
    <svg
      className={className ? `${classes} ${className}` : classes}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
