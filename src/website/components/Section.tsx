import type { ReactNode } from 'react';
import { keepTogether } from './format';

interface SectionProps {
  /** Id of the heading, which also labels the section. */
  id: string;
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  isTinted?: boolean;
  children: ReactNode;
}

/** A page section with its heading block: the spacing and hierarchy every page shares. */
export function Section({ id, title, eyebrow, lead, isTinted = false, children }: SectionProps) {
  return (
    <section className={isTinted ? 'section section-tint' : 'section'} aria-labelledby={id}>
      <div className="container">
        <div className="section-head">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={id}>{keepTogether(title)}</h2>
          {lead && <p>{typeof lead === 'string' ? keepTogether(lead) : lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
