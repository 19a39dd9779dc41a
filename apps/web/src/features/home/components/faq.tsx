import { useTranslation } from 'react-i18next';

interface FaqItem {
  q: string;
  a: string;
}

/** The four-question FAQ accordion; one item open at a time, keyboard reachable. */
export function Faq() {
  const { t } = useTranslation();
  const items = t('home.faq.items', { returnObjects: true }) as FaqItem[];
  return (
    <div className="space-y-3">
      {items.map((item, i) => (
        <details
          key={item.q}
          name="home-faq"
          className="collapse collapse-arrow border border-base-300 bg-base-100"
          open={i === 0}
        >
          <summary className="collapse-title font-semibold">{item.q}</summary>
          <div className="collapse-content text-base-content/80">
            <p>{item.a}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
