import type { ServiceCard as ServiceCardData } from '../../../content/types';
import { Checklist } from './Checklist';
import { Icon } from './Icon';
import { keepTogether } from './format';

export function ServiceCard({ service }: { service: ServiceCardData }) {
  return (
    <article className="card service-card">
      <img src={service.image} alt="" width="400" height="240" loading="lazy" decoding="async" />
      <div className="card-body">
        <h3>{keepTogether(service.title)}</h3>
        <p>{keepTogether(service.description)}</p>
        <Checklist items={service.features} icon="check" />
        <a className="text-link" href={service.link.href}>
          {service.link.label}
          <Icon name="arrow-right" size={18} />
        </a>
      </div>
    </article>
  );
}
