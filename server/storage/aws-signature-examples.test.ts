import { createHash } from 'node:crypto';
import { AwsClient, AwsV4Signer } from 'aws4fetch';
import { describe, expect, it } from 'vitest';

/*
 * The examples of the AWS documentation, with their published results, signed by aws4fetch with
 * the options the s3 store passes (s3-object-store.ts: a fixed datetime, allHeaders). The store's
 * own signer was replaced by aws4fetch; these keep its answers checked against AWS's, not against
 * themselves.
 */

const sha256Hex = (data: string): string => createHash('sha256').update(data).digest('hex');
const EMPTY_PAYLOAD_HASH = sha256Hex('');

const S3_KEYS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  service: 's3',
  region: 'us-east-1',
};
const S3_CLIENT = new AwsClient({ ...S3_KEYS, retries: 0 });
const S3_DATETIME = '20130524T000000Z';

describe('AWS Signature Version 4 (aws4fetch, AWS published examples)', () => {
  it('signs the IAM ListUsers example (general reference), signing key included', async () => {
    const cache = new Map<string, ArrayBuffer>();
    const signer = new AwsV4Signer({
      method: 'GET',
      url: 'https://iam.amazonaws.com/?Action=ListUsers&Version=2010-05-08',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      service: 'iam',
      region: 'us-east-1',
      datetime: '20150830T123600Z',
      allHeaders: true,
      cache,
    });
    const { headers } = await signer.sign();
    expect(headers.get('x-amz-date')).toBe('20150830T123600Z');
    expect(headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, ' +
        'SignedHeaders=content-type;host;x-amz-date, ' +
        'Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7',
    );
    // aws4fetch caches the derived signing key: the one key is the documented one.
    const [signingKey] = [...cache.values()];
    expect(Buffer.from(signingKey!).toString('hex')).toBe(
      'c4afb1cc5771d871763a393e44b703571b55cc28424d1a5e86da6ed3c154a4b9',
    );
  });

  it('signs the S3 GetObject example', async () => {
    const url = 'https://examplebucket.s3.amazonaws.com/test.txt';
    const headers = { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_PAYLOAD_HASH };
    const aws = { datetime: S3_DATETIME, allHeaders: true };
    const signer = new AwsV4Signer({ ...S3_KEYS, ...aws, url, method: 'GET', headers });
    expect(sha256Hex(await signer.canonicalString())).toBe(
      '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    const request = await S3_CLIENT.sign(url, { method: 'GET', headers, aws });
    expect(request.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs the S3 PutObject example, whose key needs encoding', async () => {
    const payloadHash = sha256Hex('Welcome to Amazon S3.');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const request = await S3_CLIENT.sign('https://examplebucket.s3.amazonaws.com/test$file.text', {
      method: 'PUT',
      headers: {
        Date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': payloadHash,
      },
      body: 'Welcome to Amazon S3.',
      aws: { datetime: S3_DATETIME, allHeaders: true },
    });
    expect(request.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, ' +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });
});
