import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { ReactElement } from 'react';
import en from '@/lang/legal.en.json';
import ph from '@/lang/legal.ph.json';
import hi from '@/lang/legal.hi.json';
import type { CompanyFacts } from './company-facts';
import { PrivacyPolicy } from './privacy-policy';
import { TermsAndConditions } from './terms-and-conditions';

const company: CompanyFacts = {
  proName: 'Sulong Cash',
  corporateName: 'Sulong Lending Corporation',
  secRegistrationNo: 'CS201912345',
  certificateOfAuthorityNo: '3456',
  serviceEmail: 'help@sulong.example',
  hotLine: '(02) 8123 4567',
  contactHours: { fromHour: 9, toHour: 20 },
};

const locales = [
  { language: 'en', locale: 'en', messages: en },
  { language: 'ph', locale: 'fil-PH', messages: ph },
  { language: 'hi', locale: 'hi', messages: hi },
] as const;

const documents = [
  { name: 'PrivacyPolicy', element: <PrivacyPolicy company={company} /> },
  { name: 'TermsAndConditions', element: <TermsAndConditions company={company} /> },
];

afterEach(cleanup);

function renderIn(
  locale: string,
  messages: Record<string, string>,
  element: ReactElement,
  timeZone = 'America/Los_Angeles',
) {
  const errors: unknown[] = [];
  const result = render(
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      messages={messages}
      timeZone={timeZone}
      onError={(error) => errors.push(error)}
    >
      {element}
    </IntlProvider>,
  );
  return { ...result, errors };
}

describe.each(documents)('$name', ({ element }) => {
  it.each(locales)(
    'renders in $language without missing or broken messages',
    ({ locale, messages }) => {
      const { container, errors } = renderIn(locale, messages, element);
      expect(errors).toEqual([]);
      const article = container.querySelector('article.legal-document');
      expect(article).not.toBeNull();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(10);
      expect(article?.textContent).toContain(company.corporateName);
      expect(article?.textContent).toContain(company.secRegistrationNo);
      expect(article?.textContent).toContain(company.certificateOfAuthorityNo);
      expect(article?.textContent).toContain(company.serviceEmail);
      expect(article?.textContent).not.toMatch(/[{}]|<\/?b>/);
    },
  );

  it('shows the effective date in Philippine time, whatever the device time zone', () => {
    const { container } = renderIn('en', en, element, 'America/Los_Angeles');
    expect(container.querySelector('.legal-document__effective')?.textContent).toBe(
      'Effective date: November 28, 2026',
    );
  });

  it('states the configured contact hours in Philippine time (docs/glossary.md#contact-hours)', () => {
    const { container } = renderIn('en', en, element, 'America/Los_Angeles');
    expect(container.textContent).toMatch(
      /only between 9:00\sAM and 8:00\sPM Manila time\. We never contact your emergency contacts|before 9:00\sAM or after 8:00\sPM Manila time/,
    );
  });
});
