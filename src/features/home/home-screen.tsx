import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { maskPhone } from '@contract/phone';
import { useGetPublicConfigQuery } from '@/lib/api/public-config-api';
import { selectPublicData } from '@/lib/core/core-slice';
import { PATHS } from '@/config/paths';
import { Brand } from '@/ui/brand';
import { CompanyFooter } from '@/ui/company-footer';
import { useAppSelector } from '@/app/hooks';
import { homeMessages } from './home-messages';

/** /homeIndex: the apply home. The loan states arrive with the profile and borrow issues. */
export default function HomeScreen() {
  const intl = useIntl();
  const { data: config } = useGetPublicConfigQuery();
  const { phone_number: phone } = useAppSelector(selectPublicData);
  return (
    <main className="page">
      <header className="page__header">
        <Brand name={config?.proName ?? 'Sulong Cash'} />
      </header>
      <h1 className="page__title">
        {intl.formatMessage(homeMessages.greeting, { phone: maskPhone(phone) })}
      </h1>
      <section className="card" aria-labelledby="apply-title">
        <h2 id="apply-title">{intl.formatMessage(homeMessages.applyTitle)}</h2>
        <p>{intl.formatMessage(homeMessages.applyBody)}</p>
        <Link className="button button--block" to={PATHS.identityInfo}>
          {intl.formatMessage(homeMessages.apply)}
        </Link>
      </section>
      <section className="card" aria-labelledby="steps-title">
        <h2 id="steps-title">{intl.formatMessage(homeMessages.stepsTitle)}</h2>
        <ol className="steps">
          <li>{intl.formatMessage(homeMessages.step1)}</li>
          <li>{intl.formatMessage(homeMessages.step2)}</li>
          <li>{intl.formatMessage(homeMessages.step3)}</li>
          <li>{intl.formatMessage(homeMessages.step4)}</li>
        </ol>
      </section>
      <div className="spacer" />
      <CompanyFooter company={config} />
    </main>
  );
}
