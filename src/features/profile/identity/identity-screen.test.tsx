import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileView } from '@contract/profile/api';
import { compressImage } from '@/lib/images/compress-image';
import { resetMemoryIdb } from '../../../../tests/support/memory-idb';
import { fakeApi, profileView, renderScreen } from '../testing/profile-test-kit';
import IdentityScreen from './identity-screen';

vi.mock('idb-keyval', () => import('../../../../tests/support/memory-idb'));
vi.mock('@/lib/images/compress-image', () => ({ compressImage: vi.fn() }));
vi.mock('@/lib/images/pending-photos', () => ({
  savePendingPhoto: vi.fn(async () => undefined),
  readPendingPhoto: vi.fn(async () => null),
  clearPendingPhoto: vi.fn(async () => undefined),
}));

const IDENTITY = { idType: 'philsys' as const, idNumber: '1234567890123452' };
const PHOTO = {
  kind: 'idDocument' as const,
  uploadedAt: '2026-05-04T02:00:00.000Z',
  bytes: 4,
  width: 1600,
  height: 1200,
};

/** Decided five minutes after the photo was sent: that photo is the one it could not read. */
function needsCorrection(reason: 'identityPhoto' | 'authInfo'): ProfileView {
  return profileView({
    sections: { ...profileView().sections, identity: IDENTITY },
    photos: { idDocument: PHOTO, face: { ...PHOTO, kind: 'face' } },
    completed: ['basic', 'basic2', 'address', 'work', 'contacts', 'bank', 'face'],
    nextSection: 'identity',
    status: 'needsCorrection',
    application: {
      id: 'a-1',
      status: 'needsCorrection',
      submittedAt: '2026-05-04T02:01:00.000Z',
      decidedAt: '2026-05-04T02:05:00.000Z',
      quotaCentavos: null,
      reapplyOn: null,
      refusalReason: null,
      correction: {
        reason,
        section: 'identity',
        field: reason === 'identityPhoto' ? 'idDocumentPhoto' : 'idNumber',
      },
    },
  });
}

const save = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' })));

const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  resetMemoryIdb();
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('/identityInfo during a correction (docs/profile.md#saving-and-review)', () => {
  it('shows the unreadable photo as not accepted, and refuses to save until a new one is sent', async () => {
    const server = fakeApi({
      'GET /api/profile': () => ({ body: needsCorrection('identityPhoto') }),
    });
    renderScreen('/identityInfo', <IdentityScreen />);
    await screen.findByText(/We could not read the photo of your ID: it was not clear enough/);
    expect(
      await screen.findByRole('heading', { name: 'We could not read this photo' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Photo uploaded')).toBeNull();
    // The tips and the camera at once: nothing to dismiss first.
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();

    await save();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We still have the photo we could not read. Take a new photo of your ID, then save.',
    );
    await waitFor(() => expect(document.activeElement?.id).toBe('field-idDocumentPhoto'));
    expect(server.sent('PUT', '/api/profile/sections/identity')).toHaveLength(0);
  });

  it('shows the server’s refusal at the photo, not under the form', async () => {
    // The phone did not know (an old copy of the profile): the server refuses at the photo.
    const view = needsCorrection('identityPhoto');
    view.application!.decidedAt = '2026-05-04T01:00:00.000Z';
    fakeApi({
      'GET /api/profile': () => ({ body: view }),
      'PUT /api/profile/sections/identity': () => ({
        status: 409,
        body: {
          code: 'IDENTITY_VERIFICATION_FAILED',
          message: 'upload a new photo first',
          field: 'idDocumentPhoto',
        },
      }),
    });
    renderScreen('/identityInfo', <IdentityScreen />);
    await screen.findByRole('heading', { name: 'Photo uploaded' });
    await waitFor(() =>
      expect(screen.getByLabelText('ID number')).toHaveValue('1234-5678-9012-3452'),
    );
    await save();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not verify your identity: the photo is unclear.');
    expect(alert.closest('#field-idDocumentPhoto')).not.toBeNull();
  });

  it('says what to check at the ID number when the details could not be verified', async () => {
    fakeApi({ 'GET /api/profile': () => ({ body: needsCorrection('authInfo') }) });
    renderScreen('/identityInfo', <IdentityScreen />);
    await screen.findByText(/We could not verify your ID number. Check the type of ID/);
    expect(screen.getByLabelText('ID number')).toHaveAccessibleDescription(
      /We could not verify this number. Check it against your ID/,
    );
  });
});

describe('/identityInfo, first entry', () => {
  it('a photo on screen but not confirmed is named as such, not as a missing photo', async () => {
    vi.mocked(compressImage).mockResolvedValue({
      blob: new Blob(['jpeg'], { type: 'image/jpeg' }),
      width: 1600,
      height: 1200,
    });
    const server = fakeApi({
      'GET /api/profile': () => ({ body: profileView({ nextSection: 'identity' }) }),
    });
    const { container } = renderScreen('/identityInfo', <IdentityScreen />);
    await screen.findByRole('heading', { name: 'Your ID' });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Use the camera app or a saved photo' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    const file = new File(['raw'], 'id.jpg', { type: 'image/jpeg' });
    await act(async () => fireEvent.change(input, { target: { files: [file] } }));
    await screen.findByRole('heading', { name: 'Check your photo' });

    await save();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your photo is not sent yet. Check it, then tap “Use this photo”.',
    );
    expect(screen.queryByText('Please take a photo of your ID before you continue.')).toBeNull();
    expect(server.sent('PUT', '/api/profile/sections/identity')).toHaveLength(0);
  });
});
