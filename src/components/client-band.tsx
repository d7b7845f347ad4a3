import { company } from '../config/company.ts';
import { useDictionary, useLocale } from '../app/hooks.ts';

/** The marks as fingerprinted URLs (cached as immutable); only this component, on the home page, imports them. */
const markUrls = import.meta.glob<string>('../assets/illustrations/marks/*.svg', { eager: true, query: '?url', import: 'default' });
const markUrl = (id: string) => markUrls[`../assets/illustrations/marks/${id}.svg`];

/** A quiet band of client and partner marks with a caption that says they are fictional (company.clients). */
export function ClientBand() {
  const locale = useLocale();
  const h = useDictionary().home;
  return (
    <section className="client-band" aria-labelledby="home-clients">
      <div className="container client-band__inner">
        <div className="client-band__text">
          <h2 id="home-clients" className="client-band__title">
            {h.clientsTitle}
          </h2>
          <p className="client-band__note">{h.clientsNote}</p>
        </div>
        <ul className="client-band__list">
          {company.clients.map((client) => {
            const src = markUrl(client.id);
            if (!src) throw new Error(`No mark for client "${client.id}" in src/assets/illustrations/marks`);
            return (
              <li key={client.id}>
                <img
                  className="client-band__mark"
                  src={src}
                  alt={client.name[locale]}
                  width="240"
                  height="80"
                  loading="lazy"
                  decoding="async"
                />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
