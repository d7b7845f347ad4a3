import { company } from '../config/company.ts';
import { useDictionary, useLocale } from '../app/hooks.ts';
import { InlineText } from './inline-text.tsx';

/* The marks: one drawing of all six (scripts/lib/figures/marks.ts), each shown by its view (`#id`), as a fingerprinted URL (cached as immutable). */
import marks from '../assets/illustrations/marks/clients.svg?url';

/** A quiet band of client and partner marks with a caption that says they are fictional (company.clients). */
export function ClientBand() {
  const locale = useLocale();
  const h = useDictionary().home;
  return (
    <section className="client-band" aria-labelledby="home-clients">
      <div className="container client-band__inner">
        <div className="client-band__text">
          <h2 id="home-clients" className="client-band__title">
            <InlineText text={h.clientsTitle} />
          </h2>
          <p className="client-band__note">
            <InlineText text={h.clientsNote} />
          </p>
        </div>
        <ul className="client-band__list">
          {company.clients.map((client) => (
            <li key={client.id}>
              <img
                className="client-band__mark"
                src={`${marks}#${client.id}`}
                alt={client.name[locale]}
                width="240"
                height="80"
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
