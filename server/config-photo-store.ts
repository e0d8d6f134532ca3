import { isAbsolute, relative, resolve } from 'node:path';
import type { ConfigProblem } from './config-error.ts';
import type { ParsedEnv } from './env-schema.ts';

export type PhotoStoreConfig =
  | { kind: 'local'; dataDir: string }
  | {
      kind: 's3';
      /** e.g. https://s3.ap-southeast-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com */
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Temporary credentials (STS, an instance or task role) come with one. */
      sessionToken?: string | undefined;
    };

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** Photos are private: never inside the served folder, and s3 needs every one of its settings. */
export function photoStoreConfig(e: ParsedEnv, problems: ConfigProblem[]): PhotoStoreConfig {
  if (e.PHOTO_STORE === 's3') {
    for (const variable of S3_VARIABLES) {
      if (!e[variable]) problems.push({ variable, problem: 'required when PHOTO_STORE=s3' });
    }
    return {
      kind: 's3',
      endpoint: e.S3_ENDPOINT ?? '',
      bucket: e.S3_BUCKET ?? '',
      region: e.S3_REGION ?? '',
      accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
      ...(e.S3_SESSION_TOKEN ? { sessionToken: e.S3_SESSION_TOKEN } : {}),
    };
  }
  const photosDir = resolve(e.DATA_DIR, 'photos');
  if (e.DATA_DIR !== 'memory://' && isInside(photosDir, resolve(e.STATIC_DIR))) {
    problems.push({
      variable: 'DATA_DIR',
      problem: 'DATA_DIR/photos must not be inside STATIC_DIR: photos would be served publicly',
    });
  }
  return { kind: 'local', dataDir: e.DATA_DIR };
}

function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}
