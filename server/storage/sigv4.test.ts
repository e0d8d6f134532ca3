import { describe, expect, it } from 'vitest';
import {
  EMPTY_PAYLOAD_HASH,
  amzDate,
  canonicalRequest,
  sha256Hex,
  signRequest,
  signingKey,
  uriEncode,
} from './sigv4.ts';

/** The examples of the AWS documentation, with their published results. */
const S3_KEYS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const S3_DATE = new Date('2013-05-24T00:00:00Z');

describe('AWS Signature Version 4', () => {
  it('signs the IAM ListUsers example (general reference)', () => {
    const keys = {
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 'iam',
    };
    expect(signingKey(keys, '20150830').toString('hex')).toBe(
      'c4afb1cc5771d871763a393e44b703571b55cc28424d1a5e86da6ed3c154a4b9',
    );
    const headers = signRequest(
      {
        method: 'GET',
        host: 'iam.amazonaws.com',
        path: '/',
        query: { Version: '2010-05-08', Action: 'ListUsers' },
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
        payloadHash: EMPTY_PAYLOAD_HASH,
      },
      keys,
      new Date('2015-08-30T12:36:00Z'),
    );
    expect(headers['x-amz-date']).toBe('20150830T123600Z');
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, ' +
        'SignedHeaders=content-type;host;x-amz-date, ' +
        'Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7',
    );
  });

  it('signs the S3 GetObject example', () => {
    const request = {
      method: 'GET',
      host: 'examplebucket.s3.amazonaws.com',
      path: '/test.txt',
      headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_PAYLOAD_HASH },
      payloadHash: EMPTY_PAYLOAD_HASH,
    };
    const { text } = canonicalRequest(request, {
      host: request.host,
      range: 'bytes=0-9',
      'x-amz-content-sha256': EMPTY_PAYLOAD_HASH,
      'x-amz-date': amzDate(S3_DATE),
    });
    expect(sha256Hex(text)).toBe(
      '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(signRequest(request, S3_KEYS, S3_DATE).authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs the S3 PutObject example, whose key needs encoding', () => {
    const payloadHash = sha256Hex('Welcome to Amazon S3.');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const headers = signRequest(
      {
        method: 'PUT',
        host: 'examplebucket.s3.amazonaws.com',
        path: `/${uriEncode('test$file.text')}`,
        headers: {
          Date: 'Fri, 24 May 2013 00:00:00 GMT',
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
          'x-amz-content-sha256': payloadHash,
        },
        payloadHash,
      },
      S3_KEYS,
      S3_DATE,
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, ' +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('encodes as RFC 3986 requires', () => {
    expect(uriEncode("a b/c!*'()~._-é")).toBe('a%20b%2Fc%21%2A%27%28%29~._-%C3%A9');
  });
});
