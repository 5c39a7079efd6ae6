import type { UploadRefusal, UploadRefusalDetails } from '@switchboard/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import { SheetRefusal } from './sheet-row.js';
import { ZipRefusal } from './zip-guard.js';

/** The HTTP side of refusing a whole file: 415 for its type, 413 for its size, 400 for the rest. */
export function refuse(reason: UploadRefusal, message: string, extra: Omit<UploadRefusalDetails, 'reason'> = {}): AppError {
  const code =
    reason === 'invalid_file_type' || reason === 'type_mismatch'
      ? 'unsupported_media_type'
      : reason === 'too_large' || reason === 'too_many_rows'
        ? 'payload_too_large'
        : 'bad_request';
  return new AppError(code, message, { reason, ...extra } satisfies UploadRefusalDetails);
}

/** Reader and zip-guard refusals become HTTP refusals; anything else passes through. */
export function asRefusal(error: unknown): unknown {
  if (error instanceof SheetRefusal) return refuse(error.reason, error.message, error.headers ? { headers: error.headers } : {});
  if (error instanceof ZipRefusal) return refuse(error.reason, error.message);
  return error;
}
