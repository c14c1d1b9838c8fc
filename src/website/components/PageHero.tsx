import type { ReactNode } from 'react';
import { keepTogether } from './format';

/** The heading block at the top of inner pages. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <section className="page-hero">
      <div className="container">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{keepTogether(title)}</h1>
        <p className="lead">{keepTogether(lead)}</p>
        {children}
      </div>
    </section>
  );
}
