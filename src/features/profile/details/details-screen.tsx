import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { maskPhone } from '@contract/phone';
import type { AddressInfo, BasicInfo } from '@contract/profile/schemas';
import { PATHS } from '@/config/paths';
import { selectPublicData } from '@/lib/core/core-slice';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { usePlaces } from '@/lib/places/use-places';
import { BackHeader } from '@/ui/back-header';
import { Button } from '@/ui/button';
import { LoadProblem } from '@/ui/load-problem';
import { useToast } from '@/ui/toast';
import { useAppSelector } from '@/app/hooks';
import { AddressFields } from '../address/address-fields';
import { EmailField } from '../basic2/email-field';
import { SectionForm } from '../shared/profile-page';
import { profileMessages } from '../shared/profile-messages';
import { withProfileMessages } from '../shared/with-profile-messages';
import { detailsMessages as m } from './details-messages';
import { useDetailsForm } from './use-details-form';
import '../shared/profile.css';

/** First, middle and last name as the application has them. */
const fullName = (basic: BasicInfo) =>
  [basic.firstName, basic.middleName, basic.lastName].filter(Boolean).join(' ');

/** The address on file on one line, with the PSGC names of its codes. */
function AddressOnFile({ address }: { address: AddressInfo }) {
  const intl = useIntl();
  const places = usePlaces({ provinceCode: address.provinceCode, cityCode: address.cityCode });
  const name = (list: readonly { code: string; name: string }[], code: string) =>
    list.find((place) => place.code === code)?.name ?? '…';
  return (
    <>
      {intl.formatMessage(m.addressLine, {
        street: address.address,
        barangay: name(places.barangays, address.barangayCode),
        city: name(places.cities, address.cityCode),
        province: name(places.provinces, address.provinceCode),
        zip: address.postalCode,
      })}
    </>
  );
}

/**
 * /myProfile, from My account: the name, mobile number, e-mail and address on file; a form to
 * change the e-mail and address with the application's checks; and how the mobile number, which
 * is the sign-in, is changed (docs/profile.md#my-profile).
 */
function DetailsScreen() {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const { phone_number: phone } = useAppSelector(selectPublicData);
  const onSaved = useCallback(() => toast(intl.formatMessage(m.saved)), [toast, intl]);
  const form = useDetailsForm(onSaved);
  const { profile } = form;
  const sections = profile?.sections;
  const notGiven = intl.formatMessage(m.notGiven);
  const underReview = profile?.status === 'underReview';

  return (
    <main className="page profile">
      <BackHeader fallback={PATHS.my} />
      <h1 className="page__title">{intl.formatMessage(m.title)}</h1>
      <p className="page__lead">{intl.formatMessage(m.lead)}</p>
      {form.loading ? <p role="status">{intl.formatMessage(profileMessages.loading)}</p> : null}
      {form.loadFailure && !profile ? (
        <LoadProblem
          title={intl.formatMessage(profileMessages.loadFailed)}
          error={form.loadFailure}
          onRetry={() => void form.retryLoad()}
        />
      ) : null}
      <section className="card" aria-labelledby="details-current">
        <h2 id="details-current">{intl.formatMessage(m.current)}</h2>
        <dl className="facts">
          <dt className="facts__whole">{intl.formatMessage(m.name)}</dt>
          <dd className="facts__whole">{sections?.basic ? fullName(sections.basic) : notGiven}</dd>
          <dt className="facts__whole">{intl.formatMessage(m.phone)}</dt>
          <dd className="facts__whole">{maskPhone(phone)}</dd>
          <dt className="facts__whole">{intl.formatMessage(m.email)}</dt>
          <dd className="facts__whole">{sections?.basic2?.email ?? notGiven}</dd>
          <dt className="facts__whole">{intl.formatMessage(m.address)}</dt>
          <dd className="facts__whole">
            {sections?.address ? <AddressOnFile address={sections.address} /> : notGiven}
          </dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="details-phone">
        <h2 id="details-phone">{intl.formatMessage(m.phoneTitle)}</h2>
        <div className="stack">
          <p className="details__note">{intl.formatMessage(m.phoneBody)}</p>
          <Link className="button button--secondary button--block" to={PATHS.customerService}>
            {intl.formatMessage(m.contactService)}
          </Link>
        </div>
      </section>
      {profile ? (
        <section className="card stack" aria-labelledby="details-change">
          <h2 id="details-change">{intl.formatMessage(m.changeTitle)}</h2>
          {form.onFile === null ? (
            <div className="notice stack">
              <p>{intl.formatMessage(m.notYet)}</p>
              <Link
                className="button button--block"
                to={sections?.basic2 ? PATHS.addressInfo : PATHS.baseInfo2}
              >
                {intl.formatMessage(m.toApplication)}
              </Link>
            </div>
          ) : (
            <>
              {underReview ? (
                <p className="notice notice--warning" role="status">
                  {intl.formatMessage(m.underReview)}
                </p>
              ) : null}
              <SectionForm
                onSubmit={() => void form.submit()}
                saving={form.saving}
                readOnly={underReview}
                formError={form.formError}
                submitLabel={intl.formatMessage(m.save)}
              >
                <EmailField
                  value={form.values.email}
                  onValueChange={(value) => form.setField('email', value)}
                  onBlur={() => form.validateField('email')}
                  error={errorText(form.errorOf('email'))}
                />
                <AddressFields
                  values={form.values}
                  setField={form.setField}
                  validateField={form.validateField}
                  errorOf={form.errorOf}
                  rules={form.rules}
                />
              </SectionForm>
              {form.changed && !underReview ? (
                <Button variant="text" block onClick={form.discard}>
                  {intl.formatMessage(m.discard)}
                </Button>
              ) : null}
            </>
          )}
        </section>
      ) : null}
    </main>
  );
}

export default withProfileMessages(DetailsScreen);
