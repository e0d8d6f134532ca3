import { useIntl } from 'react-intl';
import { defineMessages } from '@/lib/i18n/define-messages';
import { useGetPublicConfigQuery } from '@/lib/api/public-config-api';
import { Brand } from '@/ui/brand';
import { CustomerService } from '@/ui/customer-service';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { DEFAULT_PRO_NAME } from '@/config/brand';

const messages = defineMessages({
  title: {
    id: 'noAndroid.title',
    defaultMessage: 'Android browsers are not supported yet',
    description: 'Heading of /noAndroid: Android not supported yet (docs/errors.md#catalogue)',
  },
  body: {
    id: 'noAndroid.body',
    defaultMessage:
      'Please use the {proName} app for Android. It is free, and your account works there the same way.',
    description: 'Explains what to do instead',
  },
  getApp: {
    id: 'noAndroid.getApp',
    defaultMessage: 'Get the Android app',
    description: 'Link to the app store',
  },
});

/**
 * /noAndroid: where Android browsers land (docs/navigation.md#redirect-rules,
 * docs/product.md#android-browsers).
 */
function NoAndroidScreen() {
  const intl = useIntl();
  const { data: config } = useGetPublicConfigQuery();
  const proName = config?.proName ?? DEFAULT_PRO_NAME;
  return (
    <main className="page">
      <header className="page__header">
        <Brand name={proName} />
      </header>
      <h1 className="page__title">{intl.formatMessage(messages.title)}</h1>
      <p className="page__lead">{intl.formatMessage(messages.body, { proName })}</p>
      {config?.appStoreUrl ? (
        <a className="button button--block" href={config.appStoreUrl} rel="noopener">
          {intl.formatMessage(messages.getApp)}
        </a>
      ) : null}
      <CustomerService contacts={config} />
    </main>
  );
}

export default withMessagesBundle('screens', NoAndroidScreen);
