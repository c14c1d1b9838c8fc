import type { ServiceCard as ServiceCardData } from '../../content/types';
import { Icon } from './Icon';

export function ServiceCard({ service }: { service: ServiceCardData }) {
  return (
    <article className="card service-card">
      <img src={service.image} alt="" width="400" height="240" loading="lazy" decoding="async" />
      <div className="card-body">
        <h3>{service.title}</h3>
        <p>{service.description}</p>
        <ul className="checklist">
          {service.features.map((feature) => (
            <li key={feature}>
              <Icon name="check" size={18} />
              {feature}
            </li>
          ))}
        </ul>
        <a className="text-link" href={service.link.href}>
          {service.link.label}
          <Icon name="arrow-right" size={18} />
        </a>
      </div>
    </article>
  );
}
