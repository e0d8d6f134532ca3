import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compressImage } from '@/lib/images/compress-image';
import { clearPendingPhoto, readPendingPhoto, savePendingPhoto } from '@/lib/images/pending-photos';
import { PhotoProblemError } from '@/lib/images/photo-problem';
import type { PhotoKind, PhotoView } from '@/lib/images/photo-types';
import { PhotoUploadError, uploadPhoto } from '@/lib/images/upload-photo';
import type * as UploadPhotoModule from '@/lib/images/upload-photo';
import { NATIVE_HANDLER } from '@/platform/bridge';
import { hasLiveCamera, openLiveCamera } from '@/platform/camera';
import type * as CameraPlatformModule from '@/platform/camera';
import { renderWithProviders } from '../../../../tests/support/render';
import { PhotoCapture, type PhotoCaptureProps } from './photo-capture';

type UploadModule = typeof UploadPhotoModule;
type CameraModule = typeof CameraPlatformModule;

vi.mock('@/lib/images/compress-image', () => ({ compressImage: vi.fn() }));
vi.mock('@/lib/images/upload-photo', async (importOriginal) => ({
  ...(await importOriginal<UploadModule>()),
  uploadPhoto: vi.fn(),
}));
vi.mock('@/lib/images/pending-photos', () => ({
  savePendingPhoto: vi.fn(async () => undefined),
  readPendingPhoto: vi.fn(async () => null),
  clearPendingPhoto: vi.fn(async () => undefined),
}));
vi.mock('@/platform/camera', async (importOriginal) => ({
  ...(await importOriginal<CameraModule>()),
  hasLiveCamera: vi.fn(() => false),
  openLiveCamera: vi.fn(),
}));

const shot = { blob: new Blob(['jpeg'], { type: 'image/jpeg' }), width: 1600, height: 1200 };
const view = (kind: PhotoKind): PhotoView => ({
  kind,
  uploadedAt: '2026-05-04T02:00:00.000Z',
  bytes: 4,
  width: 1600,
  height: 1200,
});
const session = {
  publicData: { customerId: 'c1', token: 'token-1', phone_number: '+639171234567', app_type: null },
};
const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
  vi.mocked(compressImage).mockResolvedValue(shot);
});

afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  delete (window as unknown as Record<string, unknown>)[NATIVE_HANDLER];
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderCapture(props: Partial<PhotoCaptureProps> = {}, core: object = session) {
  const onUploaded = vi.fn();
  const result = renderWithProviders(
    <PhotoCapture
      kind="idDocument"
      uploaded={null}
      onUploaded={onUploaded}
      label="Photo of your ID"
      {...props}
    />,
    { core },
  );
  const fileInput = result.container.querySelector<HTMLInputElement>('input[type=file]')!;
  return { ...result, onUploaded, fileInput };
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

async function chooseFile(fileInput: HTMLInputElement) {
  click('Use the camera app or a saved photo');
  // The just-in-time notice comes before the first camera or photo access.
  expect(screen.getByRole('heading', { name: 'About the camera' })).toBeInTheDocument();
  click('Continue');
  const file = new File(['raw'], 'id.jpg', { type: 'image/jpeg' });
  await act(async () => fireEvent.change(fileInput, { target: { files: [file] } }));
  return file;
}

describe('PhotoCapture', () => {
  it('guides, previews a chosen file, uploads it with the token and shows it as saved', async () => {
    vi.mocked(uploadPhoto).mockResolvedValue(view('idDocument'));
    const { fileInput, onUploaded } = renderCapture();
    expect(screen.getByRole('region', { name: 'Photo of your ID' })).toBeInTheDocument();
    expect(screen.getByText(/all four corners/)).toBeInTheDocument();
    expect(fileInput).toHaveAttribute('accept', 'image/*');
    expect(fileInput).toHaveAttribute('capture', 'environment');

    const file = await chooseFile(fileInput);
    expect(compressImage).toHaveBeenCalledWith(file);
    const heading = screen.getByRole('heading', { name: 'Check your photo' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('img', { name: 'The photo of your ID you just took' })).toBeVisible();
    expect(savePendingPhoto).toHaveBeenCalledWith(
      'c1',
      expect.objectContaining({ kind: 'idDocument', confirmed: false }),
    );

    await act(async () => click('Use this photo'));
    expect(uploadPhoto).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'idDocument', blob: shot.blob, token: 'token-1' }),
    );
    expect(savePendingPhoto).toHaveBeenLastCalledWith(
      'c1',
      expect.objectContaining({ confirmed: true }),
    );
    expect(onUploaded).toHaveBeenCalledWith(view('idDocument'));
    expect(screen.getByRole('heading', { name: 'Photo uploaded' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your uploaded ID photo' })).toBeInTheDocument();
    await waitFor(() => expect(clearPendingPhoto).toHaveBeenCalledWith('c1', 'idDocument'));
  });

  it('shows the notice once, and retake goes back for another photo', async () => {
    const { fileInput } = renderCapture();
    await chooseFile(fileInput);
    const pick = vi.spyOn(fileInput, 'click');
    click('Retake');
    expect(clearPendingPhoto).toHaveBeenCalledWith('c1', 'idDocument');
    // Straight back to the same means, without the notice again.
    expect(pick).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'About the camera' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Before you take the photo' })).toBeInTheDocument();
    expect(uploadPhoto).not.toHaveBeenCalled();
  });

  it('says "Photo problem" when the server refuses the photo, and asks for another', async () => {
    vi.mocked(uploadPhoto).mockRejectedValue(
      new PhotoUploadError({ code: 'PHOTO_PROBLEM', message: 'not a JPEG' }, 422),
    );
    const { fileInput, onUploaded } = renderCapture();
    await chooseFile(fileInput);
    await act(async () => click('Use this photo'));
    expect(screen.getByRole('alert')).toHaveTextContent('Photo problem: please retake the photo.');
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeInTheDocument();
    expect(clearPendingPhoto).toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('says "Photo problem" for a picture the phone cannot read', async () => {
    vi.mocked(compressImage).mockRejectedValue(new PhotoProblemError('undecodable'));
    const { fileInput } = renderCapture();
    await chooseFile(fileInput);
    expect(screen.getByRole('alert')).toHaveTextContent('Photo problem: please retake the photo.');
  });

  it('keeps the photo after a network failure and sends it again on "Try again"', async () => {
    vi.mocked(uploadPhoto)
      .mockRejectedValueOnce(new PhotoUploadError({ code: 'NETWORK_ABNORMAL', message: '' }, null))
      .mockResolvedValueOnce(view('idDocument'));
    const { fileInput, onUploaded } = renderCapture();
    await chooseFile(fileInput);
    await act(async () => click('Use this photo'));
    expect(screen.getByRole('alert')).toHaveTextContent(/saved on this phone.*Cannot connect/);
    expect(clearPendingPhoto).not.toHaveBeenCalled();
    await act(async () => click('Try again'));
    expect(uploadPhoto).toHaveBeenCalledTimes(2);
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('shows progress and says it waits for the network while offline', async () => {
    vi.mocked(uploadPhoto).mockImplementation(({ onProgress, onRetry }) => {
      onProgress?.(0.4);
      onRetry?.({ attempt: 1, delayMs: 0, reason: 'offline' });
      return new Promise(() => undefined);
    });
    const { fileInput } = renderCapture();
    await chooseFile(fileInput);
    await act(async () => click('Use this photo'));
    expect(screen.getByText(/You are offline/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Use this photo' });
    expect(send).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(send);
    expect(uploadPhoto).toHaveBeenCalledTimes(1);
  });

  it('for the face: a failed live check in the shell says "Face recognition failed"', async () => {
    const liveFaceCheck = vi.fn(() => '{"passed":false}');
    (window as unknown as Record<string, unknown>)[NATIVE_HANDLER] = { liveFaceCheck };
    renderCapture(
      { kind: 'face', label: 'Your face' },
      { publicData: { ...session.publicData, app_type: 1 } },
    );
    click('Take photo');
    await act(async () => click('Continue'));
    expect(liveFaceCheck).toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Face recognition failed: please retry and check the camera settings.',
    );
  });

  it('for the face: a refused browser camera points to the camera app', async () => {
    vi.mocked(hasLiveCamera).mockReturnValue(true);
    vi.mocked(openLiveCamera).mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    const { fileInput } = renderCapture({ kind: 'face', label: 'Your face' });
    expect(fileInput).toHaveAttribute('capture', 'user');
    click('Take photo');
    await act(async () => click('Continue'));
    expect(openLiveCamera).toHaveBeenCalledWith('face');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Face recognition failed');
    expect(alert).toHaveTextContent('tap “Use the camera app or a saved photo”');
  });

  it('resumes an upload the app was closed in the middle of', async () => {
    vi.mocked(readPendingPhoto).mockResolvedValue({
      ...shot,
      kind: 'idDocument',
      savedAt: Date.now(),
      confirmed: true,
    });
    vi.mocked(uploadPhoto).mockResolvedValue(view('idDocument'));
    const { onUploaded } = renderCapture();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(view('idDocument')));
    expect(readPendingPhoto).toHaveBeenCalledWith('c1', 'idDocument');
  });

  it('shows the saved photo fetched with the token, and lets the borrower replace it', async () => {
    const fetch = vi.fn(async () => new Response('jpeg'));
    vi.stubGlobal('fetch', fetch);
    renderCapture({ uploaded: { uploadedAt: '2026-05-04T02:00:00.000Z' } });
    expect(screen.getByRole('heading', { name: 'Photo uploaded' })).toBeInTheDocument();
    expect(screen.getByText(/Uploaded on May 4, 2026/)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Your uploaded ID photo' })).toBeVisible();
    expect(fetch).toHaveBeenCalledWith(
      '/api/profile/photos/idDocument',
      expect.objectContaining({ headers: { Authorization: 'Bearer token-1' } }),
    );
    click('Retake');
    expect(screen.getByRole('heading', { name: 'Before you take the photo' })).toHaveFocus();
    click('Cancel');
    expect(screen.getByRole('heading', { name: 'Photo uploaded' })).toBeInTheDocument();
  });
});
