import { company } from '../config/company.ts';
import { useDictionary, useLocale } from '../app/hooks.ts';
import { InlineText } from './inline-text.tsx';

/* The marks as fingerprinted URLs (cached as immutable), imported one by one: a glob's path keys would add to the home page's script. */
import wakashio from '../assets/illustrations/marks/wakashio.svg?url';
import chigusa from '../assets/illustrations/marks/chigusa.svg?url';
import toho from '../assets/illustrations/marks/toho.svg?url';
import shinonome from '../assets/illustrations/marks/shinonome.svg?url';
import hokuto from '../assets/illustrations/marks/hokuto.svg?url';
import minatogawa from '../assets/illustrations/marks/minatogawa.svg?url';

const marks: Readonly<Record<(typeof company.clients)[number]['id'], string>> = { wakashio, chigusa, toho, shinonome, hokuto, minatogawa };

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
          {company.clients.map((client) => {
            const src = marks[client.id];
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
