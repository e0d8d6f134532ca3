import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { CompanyFacts } from './company-facts';
import { LEGAL_EFFECTIVE_DATE, LEGAL_TIME_ZONE, manilaHour } from './company-facts';

/** A block of a section: one paragraph, or a bulleted list of items. */
export type LegalBlock = MessageDescriptor | { list: readonly MessageDescriptor[] };

export type LegalSection = { heading: MessageDescriptor; blocks: readonly LegalBlock[] };

export type LegalDocumentContent = {
  title: MessageDescriptor;
  effectiveDate: MessageDescriptor;
  /** Company lines under the title: operator, SEC registration no., Certificate of Authority no. */
  company: readonly MessageDescriptor[];
  /** Optional notice shown under the company lines. */
  notice?: MessageDescriptor;
  sections: readonly LegalSection[];
};

type Values = Record<string, string | Date | ((chunks: ReactNode[]) => ReactNode)>;

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

function keyOf(message: MessageDescriptor): string {
  return String(message.id);
}

function Block({ block, values }: { block: LegalBlock; values: Values }) {
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={keyOf(item)}>
            <FormattedMessage {...item} values={values} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p>
      <FormattedMessage {...block} values={values} />
    </p>
  );
}

function LegalArticle({ content, values }: { content: LegalDocumentContent; values: Values }) {
  return (
    <article className="legal-document">
      <header className="legal-document__header">
        <h1>
          <FormattedMessage {...content.title} values={values} />
        </h1>
        {content.company.map((line) => (
          <p key={keyOf(line)} className="legal-document__company">
            <FormattedMessage {...line} values={values} />
          </p>
        ))}
        <p className="legal-document__effective">
          <FormattedMessage {...content.effectiveDate} values={values} />
        </p>
        {content.notice ? (
          <p className="legal-document__notice">
            <FormattedMessage {...content.notice} values={values} />
          </p>
        ) : null}
      </header>
      {content.sections.map((section) => (
        <section key={keyOf(section.heading)}>
          <h2>
            <FormattedMessage {...section.heading} values={values} />
          </h2>
          {section.blocks.map((block) => (
            <Block
              key={'list' in block ? keyOf(block.list[0] ?? section.heading) : keyOf(block)}
              block={block}
              values={values}
            />
          ))}
        </section>
      ))}
    </article>
  );
}

/**
 * Renders a legal document. Every message gets the company facts, the effective date and a <b>
 * tag; dates are formatted in Philippine time whatever the device's time zone, by re-providing
 * the current intl configuration with the Asia/Manila time zone.
 */
export function LegalDocument({
  content,
  company,
}: {
  content: LegalDocumentContent;
  company: CompanyFacts;
}) {
  const intl = useIntl();
  const values = useMemo<Values>(
    () => ({
      proName: company.proName,
      corporateName: company.corporateName,
      secRegistrationNo: company.secRegistrationNo,
      certificateOfAuthorityNo: company.certificateOfAuthorityNo,
      serviceEmail: company.serviceEmail,
      hotLine: company.hotLine,
      contactFrom: manilaHour(company.contactHours.fromHour),
      contactUntil: manilaHour(company.contactHours.toHour),
      effectiveDate: LEGAL_EFFECTIVE_DATE,
      b: bold,
    }),
    [company],
  );
  return (
    <IntlProvider
      locale={intl.locale}
      messages={intl.messages}
      formats={intl.formats}
      defaultLocale={intl.defaultLocale}
      defaultFormats={intl.defaultFormats}
      defaultRichTextElements={intl.defaultRichTextElements}
      fallbackOnEmptyString={intl.fallbackOnEmptyString}
      textComponent={intl.textComponent}
      wrapRichTextChunksInFragment={intl.wrapRichTextChunksInFragment}
      onError={intl.onError}
      onWarn={intl.onWarn}
      timeZone={LEGAL_TIME_ZONE}
    >
      <LegalArticle content={content} values={values} />
    </IntlProvider>
  );
}
