// FAQ accordion, WAI-ARIA pattern: each question is a button inside a heading, with
// aria-expanded and aria-controls; the answer is a labelled region. Enter/Space come with <button>.
import { useId, useState } from 'react';

export interface AccordionItem {
  q: string;
  a: string;
}

export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 3 | 4 }) {
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();
  const Heading = `h${headingLevel}` as 'h3' | 'h4';
  return (
    <div className="accordion">
      {items.map((item, i) => {
        const expanded = open === i;
        const buttonId = `${base}-q${i}`;
        const panelId = `${base}-a${i}`;
        return (
          <div className="accordion-item" key={i}>
            <Heading className="accordion-heading">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : i)}
              >
                {item.q}
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="accordion-panel">
              <p>{item.a}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
