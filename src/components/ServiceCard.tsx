import type { ServiceCard as ServiceCardData } from '../../content/types';
import { Checklist } from './Checklist';
import { Icon } from './Icon';

export function ServiceCard({ service }: { service: ServiceCardData }) {
  return (
    <article className="card service-card">
      <img src={service.image} alt="" width="400" height="240" loading="lazy" decoding="async" />
      <div className="card-body">
        <h3>{service.title}</h3>
        <p>{service.description}</p>
        <Checklist items={service.features} icon="check" />
        <a className="text-link" href={service.link.href}>
          {service.link.label}
          <Icon name="arrow-right" size={18} />
        </a>
      </div>
    </article>
  );
}
