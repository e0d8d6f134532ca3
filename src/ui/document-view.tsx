import type { LoanDocument } from '@contract/loan/documents';
import './document-view.css';

/**
 * Lays out a document the server rendered (key fact statement, loan agreement, sanction letter).
 * Every text and figure is already in the borrower's language: nothing here is translated or
 * computed, so what is shown is exactly what is hashed and signed.
 */
export function DocumentView({
  document,
  headingLevel = 2,
}: {
  document: LoanDocument;
  /** The level of the document's title; its sections go one below. */
  headingLevel?: 1 | 2 | 3;
}) {
  const Title = `h${headingLevel}` as 'h1' | 'h2' | 'h3';
  const Section = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4';
  const titleId = `doc-${document.kind}`;
  return (
    <article className="doc" aria-labelledby={titleId} lang={LANG_ATTR[document.language]}>
      <Title id={titleId} className="doc__title">
        {document.title}
      </Title>
      {document.blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return (
              <Section key={index} className="doc__heading">
                {block.text}
              </Section>
            );
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
          case 'facts':
            return (
              <dl key={index} className="doc__facts">
                {block.rows.map((row, i) => (
                  <div key={i} className={row.strong ? 'doc__fact doc__fact--strong' : 'doc__fact'}>
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            );
          case 'table':
            return (
              // A wide table scrolls sideways on a phone: keyboard users reach it too.
              <div
                key={index}
                className="doc__table-wrap"
                role="region"
                aria-label={block.caption}
                tabIndex={0}
              >
                <table className="doc__table">
                  <caption>{block.caption}</caption>
                  <thead>
                    <tr>
                      {block.head.map((cell, i) => (
                        <th key={i} scope="col">
                          {cell}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, r) => (
                      <tr key={r}>
                        {row.map((cell, c) => (
                          <td key={c}>{cell}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
        }
      })}
    </article>
  );
}

const LANG_ATTR = { en: 'en', ph: 'fil', hi: 'hi' } as const;
