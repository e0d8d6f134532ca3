import { manilaDate } from '../../../contract/calendar.ts';
import { exportFileName } from '../../../contract/account/api.ts';
import type { ExportFormat } from '../../../contract/account/api.ts';
import type { Language } from '../../../contract/language.ts';
import { DATA_EXPORT_CSP, renderDataExportHtml } from '../../documents/data-export-html.ts';
import type { DataExport } from '../../documents/data-export-html.ts';
import type { ServiceDeps } from '../deps.ts';
import { PARTS } from './parts.ts';

export interface ExportFile {
  fileName: string;
  contentType: string;
  /** Sent as the answer's Content-Security-Policy: nothing runs, nothing loads. */
  csp: string;
  body: string;
}

/** A sandboxed page allowing only its own inline style, whichever format. */
const CSP = `${DATA_EXPORT_CSP}; sandbox`;

/**
 * Everything the server holds about the caller (docs/account.md#data-download): each part's
 * section, read for the caller's id only. The body is never logged.
 */
export function createDataExport({ db, config, now }: Pick<ServiceDeps, 'db' | 'config' | 'now'>) {
  async function collect(customerId: string): Promise<DataExport> {
    const parts: Record<string, unknown> = {};
    for (const part of PARTS) parts[part.name] = await part.export(db, customerId);
    return { exportedAt: now().toISOString(), lender: config.brand.corporateName, parts };
  }

  /**
   * `language`: the one the borrower reads the app in (the request's); the readable copy is in it.
   * The JSON copy is the same whatever the language.
   */
  return async (
    customerId: string,
    format: ExportFormat,
    language: Language = 'en',
  ): Promise<ExportFile> => {
    const data = await collect(customerId);
    const fileName = exportFileName(manilaDate(now()), format);
    return format === 'json'
      ? {
          fileName,
          contentType: 'application/json; charset=utf-8',
          csp: CSP,
          body: JSON.stringify(data, null, 2),
        }
      : {
          fileName,
          contentType: 'text/html; charset=utf-8',
          csp: CSP,
          body: renderDataExportHtml(data, language),
        };
  };
}
