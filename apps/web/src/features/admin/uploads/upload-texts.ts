import { UPLOAD_LIMITS, uploadRefusalDetails, type UploadRemark, type UploadRemarkCode, type UploadRefusal } from '@switchboard/contracts';
import { ApiError } from '../../../shared/api/api-error';

export interface Translated {
  key: string;
  values?: Record<string, string | number>;
}

const REMARK_KEYS: Readonly<Record<UploadRemarkCode, string>> = {
  missing_entry: 'uploads.remarks.missingEntry',
  invalid_name: 'uploads.remarks.invalidName',
  incorrect_email: 'uploads.remarks.incorrectEmail',
  duplicate_entry: 'uploads.remarks.duplicateEntry',
  invalid_role: 'uploads.remarks.invalidRole',
  role_not_assignable: 'uploads.remarks.roleNotAssignable',
  invalid_status: 'uploads.remarks.invalidStatus',
  invalid_app_value: 'uploads.remarks.invalidAppValue',
  invalid_app_role: 'uploads.remarks.invalidAppRole',
  sensitive_data: 'uploads.remarks.sensitiveData',
  too_long: 'uploads.remarks.tooLong',
  not_permitted: 'uploads.remarks.notPermitted',
  own_account: 'uploads.remarks.ownAccount',
  protected_user: 'uploads.remarks.protectedUser',
  email_unavailable: 'uploads.remarks.emailUnavailable',
  commit_failed: 'uploads.remarks.commitFailed',
};

const REFUSAL_KEYS: Readonly<Record<UploadRefusal, string>> = {
  no_file: 'uploads.refusals.noFile',
  invalid_file_type: 'uploads.refusals.invalidFileType',
  type_mismatch: 'uploads.refusals.typeMismatch',
  too_large: 'uploads.refusals.tooLarge',
  too_many_rows: 'uploads.refusals.tooManyRows',
  no_sheets: 'uploads.refusals.noSheets',
  no_csv_data: 'uploads.refusals.noCsvData',
  missing_headers: 'uploads.refusals.missingHeaders',
  unknown_applications: 'uploads.refusals.unknownApplications',
  unsafe_archive: 'uploads.refusals.unsafeArchive',
  unreadable: 'uploads.refusals.unreadable',
  too_slow: 'uploads.refusals.tooSlow',
};

/** The i18n key and values of one remark (the column is shown next to it). */
export function remarkText(remark: UploadRemark): Translated {
  return {
    key: REMARK_KEYS[remark.code],
    values: { row: remark.firstRow ?? '?', max: UPLOAD_LIMITS.maxCellLength },
  };
}

const mib = (bytes: number | undefined) => (bytes === undefined ? '' : `${Math.round(bytes / 1048576)} MB`);

/**
 * Why a whole file was refused, from the server's `details.reason` (or the status when there is
 * none), translated: the spec's upload messages and ours.
 */
export function refusalText(error: unknown, locale: string): Translated | null {
  if (!(error instanceof ApiError)) return null;
  const details = uploadRefusalDetails.safeParse(error.details);
  const reason: UploadRefusal | null = details.success
    ? details.data.reason
    : error.status === 415
      ? 'invalid_file_type'
      : error.status === 413
        ? 'too_large'
        : null;
  if (!reason) return null;
  const data = details.success ? details.data : { reason };
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return {
    key: REFUSAL_KEYS[reason],
    values: {
      headers: 'headers' in data && data.headers ? list.format(data.headers) : '',
      limit:
        reason === 'too_many_rows'
          ? new Intl.NumberFormat(locale).format(data.limit ?? UPLOAD_LIMITS.maxUserRows)
          : mib('limit' in data ? data.limit : undefined),
    },
  };
}
