import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useGetFaqQuery } from '@/lib/api/help-api';
import { faqLoaded, selectFaqData } from '@/lib/core/core-slice';
import { selectLanguage } from '@/lib/i18n/settings-slice';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { BackHeader } from '@/ui/back-header';
import { TextField } from '@/ui/text-field';
import { uiMessages } from '@/ui/ui-messages';
import { LoadProblem } from '@/ui/load-problem';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { searchFaq } from './faq-search';
import { groupMessages, helpMessages as m } from './help-messages';
import './help.css';

/**
 * /helpCenter: the questions by group, searchable (docs/care.md#help-centre). Each answer is kept
 * in the core store's FAQData, so the help centre opens offline with the last questions fetched.
 */
function HelpScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const stored = useAppSelector(selectFaqData);
  const faq = useGetFaqQuery(language);
  const [search, setSearch] = useState('');

  useEffect(() => {
    if (faq.currentData) dispatch(faqLoaded({ language, groups: faq.currentData.groups }));
  }, [dispatch, faq.currentData, language]);

  // Fetched, else the stored copy (in whatever language it was fetched in: better than nothing).
  const groups = faq.currentData?.groups ?? (faq.isFetching ? undefined : stored?.groups);
  const fromStore = !faq.currentData && groups !== undefined;
  const shown = groups ? searchFaq(groups, search) : [];
  const matches = shown.reduce((sum, group) => sum + group.questions.length, 0);
  const searching = search.trim() !== '';

  return (
    <main className="page">
      <BackHeader fallback={PATHS.my} />
      <h1 className="page__title">{intl.formatMessage(m.title)}</h1>
      <TextField
        type="search"
        label={intl.formatMessage(m.searchLabel)}
        hint={intl.formatMessage(m.searchHint)}
        value={search}
        onValueChange={setSearch}
        autoComplete="off"
        enterKeyHint="search"
      />
      <p className="visually-hidden" role="status">
        {groups && searching ? intl.formatMessage(m.results, { count: matches }) : ''}
      </p>
      {!groups && faq.isFetching ? (
        <p className="card help-placeholder" role="status">
          {intl.formatMessage(uiMessages.loading)}
        </p>
      ) : null}
      {!groups && !faq.isFetching ? (
        <LoadProblem
          title={intl.formatMessage(m.loadFailed)}
          error={faq.error}
          onRetry={() => void faq.refetch()}
        />
      ) : null}
      {fromStore ? <p className="help-saved">{intl.formatMessage(m.saved)}</p> : null}
      {groups && searching && matches === 0 ? (
        <div className="card stack">
          <p>{intl.formatMessage(m.noMatch, { search: search.trim() })}</p>
          <Link className="button button--block" to={PATHS.customerService}>
            {intl.formatMessage(m.askUs)}
          </Link>
        </div>
      ) : null}
      {shown.map((group) => (
        <section key={group.id} className="help-group" aria-labelledby={`help-group-${group.id}`}>
          <h2 id={`help-group-${group.id}`}>{intl.formatMessage(groupMessages[group.id])}</h2>
          {group.questions.map((question) => (
            <details key={question.id} className="help-question">
              <summary>{question.question}</summary>
              <p className="help-question__answer">{question.answer}</p>
            </details>
          ))}
        </section>
      ))}
      {groups && matches > 0 ? (
        <div className="card stack">
          <p>{intl.formatMessage(m.stillNeedHelp)}</p>
          <Link className="button button--secondary button--block" to={PATHS.customerService}>
            {intl.formatMessage(m.askUs)}
          </Link>
        </div>
      ) : null}
    </main>
  );
}

export default withMessagesBundle('screens', HelpScreen);
