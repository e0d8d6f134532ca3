import { defineMessages } from '@/lib/i18n/define-messages';

/**
 * Texts of the photo step, identity document and face (docs/profile.md#photos), and its photo
 * problems (docs/errors.md#catalogue).
 */
export const photoMessages = defineMessages({
  guidanceTitle: {
    id: 'profile.photo.guidanceTitle',
    defaultMessage: 'Before you take the photo',
    description: 'Heading of the tips shown before a photo is taken',
  },
  idTipSurface: {
    id: 'profile.photo.idTipSurface',
    defaultMessage: 'Put your ID on a flat, plain surface in good light.',
    description: 'Photo tip for the ID document',
  },
  idTipCorners: {
    id: 'profile.photo.idTipCorners',
    defaultMessage: 'Keep all four corners of the ID inside the photo.',
    description: 'Photo tip for the ID document: four corners visible (docs/profile.md#photos)',
  },
  idTipClear: {
    id: 'profile.photo.idTipClear',
    defaultMessage: 'Hold the phone still so the text is clear and sharp.',
    description: 'Photo tip for the ID document: clear photo (docs/profile.md#photos)',
  },
  idTipGlare: {
    id: 'profile.photo.idTipGlare',
    defaultMessage:
      'Avoid glare and reflections: turn off the flash and tilt the ID away from lamps.',
    description: 'Photo tip for the ID document: no reflection (docs/profile.md#photos)',
  },
  faceTipLight: {
    id: 'profile.photo.faceTipLight',
    defaultMessage: 'Face the light so your whole face is bright and clear.',
    description: 'Photo tip for the face photo',
  },
  faceTipUncover: {
    id: 'profile.photo.faceTipUncover',
    defaultMessage: 'Remove glasses, face mask and cap.',
    description: 'Photo tip for the face photo',
  },
  faceTipHandheld: {
    id: 'profile.photo.faceTipHandheld',
    defaultMessage: 'Hold your ID beside your face, with its photo and text facing the camera.',
    description:
      'Photo tip for face recognition with a handheld photo (docs/profile.md#face-recognition)',
  },
  noticeTitle: {
    id: 'profile.photo.noticeTitle',
    defaultMessage: 'About the camera',
    description: 'Heading of the just-in-time notice before the camera or photos are used',
  },
  noticeText: {
    id: 'profile.photo.noticeText',
    defaultMessage:
      'We use your camera only to take this photo, to verify your identity for your loan application. We see only the photo you choose to send, never your other photos.',
    description:
      'Just-in-time notice before camera or photo access (NPC Circular 20-01, SEC MC 18 s.2019)',
  },
  noticeContinue: {
    id: 'profile.photo.noticeContinue',
    defaultMessage: 'Continue',
    description: 'Button: accept the camera notice and open the camera',
  },
  notNow: {
    id: 'profile.photo.notNow',
    defaultMessage: 'Not now',
    description: 'Button: close the camera notice without opening the camera',
  },
  takePhoto: {
    id: 'profile.photo.takePhoto',
    defaultMessage: 'Take photo',
    description: 'Button: open the camera',
  },
  useCameraApp: {
    id: 'profile.photo.useCameraApp',
    defaultMessage: 'Use the camera app or a saved photo',
    description: 'Button: the file-input fallback (phone camera app, or a photo file)',
  },
  idCameraLabel: {
    id: 'profile.photo.idCameraLabel',
    defaultMessage: 'Camera view. Fit your ID inside the frame.',
    description: 'Accessible label of the live camera video for the ID document',
  },
  faceCameraLabel: {
    id: 'profile.photo.faceCameraLabel',
    defaultMessage: 'Camera view. Fit your face inside the oval and hold your ID beside it.',
    description: 'Accessible label of the live camera video for the face photo',
  },
  shutter: {
    id: 'profile.photo.shutter',
    defaultMessage: 'Capture',
    description: 'Shutter button under the live camera view',
  },
  cancel: {
    id: 'profile.photo.cancel',
    defaultMessage: 'Cancel',
    description: 'Button: close the camera, or keep the photo already uploaded',
  },
  cameraStarting: {
    id: 'profile.photo.cameraStarting',
    defaultMessage: 'Opening the camera…',
    description: 'Status while the camera starts',
  },
  processing: {
    id: 'profile.photo.processing',
    defaultMessage: 'Preparing the photo…',
    description: 'Status while the photo is resized and compressed on the phone',
  },
  previewTitle: {
    id: 'profile.photo.previewTitle',
    defaultMessage: 'Check your photo',
    description: 'Heading above the photo just taken',
  },
  idPreviewHint: {
    id: 'profile.photo.idPreviewHint',
    defaultMessage: 'Can you read all the text, and are all four corners visible?',
    description: 'Question under the ID photo just taken',
  },
  facePreviewHint: {
    id: 'profile.photo.facePreviewHint',
    defaultMessage: 'Is your face clear and can the ID beside it be read?',
    description: 'Question under the face photo just taken',
  },
  idPreviewAlt: {
    id: 'profile.photo.idPreviewAlt',
    defaultMessage: 'The photo of your ID you just took',
    description: 'Alt text of the ID photo preview',
  },
  facePreviewAlt: {
    id: 'profile.photo.facePreviewAlt',
    defaultMessage: 'The photo of your face you just took',
    description: 'Alt text of the face photo preview',
  },
  retake: {
    id: 'profile.photo.retake',
    defaultMessage: 'Retake',
    description: 'Button: take the photo again',
  },
  usePhoto: {
    id: 'profile.photo.usePhoto',
    defaultMessage: 'Use this photo',
    description: 'Button: upload the photo just taken',
  },
  uploading: {
    id: 'profile.photo.uploading',
    defaultMessage: 'Uploading the photo…',
    description: 'Upload status when the progress is unknown',
  },
  progressLabel: {
    id: 'profile.photo.progressLabel',
    defaultMessage: 'Upload progress',
    description: 'Accessible label of the upload progress bar',
  },
  retrying: {
    id: 'profile.photo.retrying',
    defaultMessage: 'The network is weak. We will keep trying to upload the photo.',
    description: 'Status while a failed upload waits to try again',
  },
  offline: {
    id: 'profile.photo.offline',
    defaultMessage:
      'You are offline. The photo is saved on this phone and will upload when the network is back.',
    description: 'Status while the upload waits for the network',
  },
  resumed: {
    id: 'profile.photo.resumed',
    defaultMessage: 'Your last photo was kept on this phone.',
    description: 'Status when a photo taken before the app closed is found again',
  },
  uploadFailed: {
    id: 'profile.photo.uploadFailed',
    defaultMessage: 'The photo was not uploaded yet. It is saved on this phone.',
    description: 'Shown after the upload gave up; followed by the reason',
  },
  tryAgain: {
    id: 'profile.photo.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button: upload the same photo again',
  },
  uploaded: {
    id: 'profile.photo.uploaded',
    defaultMessage: 'Photo uploaded',
    description: 'Status and heading when the photo is saved on the server',
  },
  uploadedOn: {
    id: 'profile.photo.uploadedOn',
    defaultMessage: 'Uploaded on {date}',
    description: 'When the saved photo was uploaded; date and time in Manila',
  },
  idSavedAlt: {
    id: 'profile.photo.idSavedAlt',
    defaultMessage: 'Your uploaded ID photo',
    description: 'Alt text of the saved ID photo thumbnail',
  },
  faceSavedAlt: {
    id: 'profile.photo.faceSavedAlt',
    defaultMessage: 'Your uploaded face photo',
    description: 'Alt text of the saved face photo thumbnail',
  },
  rejectedTitle: {
    id: 'profile.photo.rejectedTitle',
    defaultMessage: 'We could not read this photo',
    description:
      'Heading over the ID photo a decision found unclear (docs/profile.md#saving-and-review); replaces "Photo uploaded"',
  },
  rejectedText: {
    id: 'profile.photo.rejectedText',
    defaultMessage:
      'It is not clear enough to check your ID. Take a new photo: the tips below help it pass.',
    description: 'Under the ID photo a decision found unclear: what to do',
  },
  rejectedAlt: {
    id: 'profile.photo.rejectedAlt',
    defaultMessage: 'The ID photo we could not read',
    description: 'Alt text of the thumbnail of the ID photo a decision found unclear',
  },
  notConfirmed: {
    id: 'profile.photo.notConfirmed',
    defaultMessage: 'Your photo is not sent yet. Check it, then tap “{button}”.',
    description:
      'Save pressed while a photo is on screen but not confirmed; button is the "Use this photo" label',
  },
  stillSending: {
    id: 'profile.photo.stillSending',
    defaultMessage: 'Your photo is still being sent. Save again when it says “{done}”.',
    description:
      'Save pressed while the photo uploads or is being prepared; done is the "Photo uploaded" text',
  },
  notSent: {
    id: 'profile.photo.notSent',
    defaultMessage: 'Your photo was not sent. Tap “{button}” under the photo, then save.',
    description: 'Save pressed after the photo upload failed; button is the "Try again" label',
  },
  rejectedFaceTitle: {
    id: 'profile.photo.rejectedFaceTitle',
    defaultMessage: 'This face photo did not pass',
    description:
      'Heading over the face photo a reviewer asked to re-take (docs/profile.md#saving-and-review); replaces "Photo uploaded"',
  },
  rejectedFaceText: {
    id: 'profile.photo.rejectedFaceText',
    defaultMessage:
      'Your face must be clearly visible and match the photo on your ID. Take a new photo: the tips below help it pass.',
    description: 'Under the face photo a reviewer asked to re-take: what to do',
  },
  rejectedFaceAlt: {
    id: 'profile.photo.rejectedFaceAlt',
    defaultMessage: 'The face photo that did not pass',
    description: 'Alt text of the thumbnail of the face photo a reviewer asked to re-take',
  },
  rejectedFaceNotReplaced: {
    id: 'profile.photo.rejectedFaceNotReplaced',
    defaultMessage:
      'We still have the face photo that did not pass. Take a new one, then send your application.',
    description: 'Send pressed during a face photo correction without a new photo',
  },
  rejectedNotReplaced: {
    id: 'profile.photo.rejectedNotReplaced',
    defaultMessage:
      'We still have the photo we could not read. Take a new photo of your ID, then save.',
    description:
      'Save pressed during an ID photo correction without a new photo (docs/profile.md#saving-and-review)',
  },
  photoProblem: {
    id: 'profile.photo.photoProblem',
    defaultMessage: 'Photo problem: please retake the photo.',
    description:
      'Error catalogue (docs/errors.md#catalogue): the photo cannot be read or is too small',
  },
  faceFailed: {
    id: 'profile.photo.faceFailed',
    defaultMessage: 'Face recognition failed: please retry and check the camera settings.',
    description:
      'Face photo: live check failed or camera access refused (docs/errors.md#catalogue)',
  },
  cameraDenied: {
    id: 'profile.photo.cameraDenied',
    defaultMessage:
      'The camera is not allowed. Allow it in your browser settings, or tap “Use the camera app or a saved photo”.',
    description: 'Camera permission refused; points to the file option',
  },
  cameraUnavailable: {
    id: 'profile.photo.cameraUnavailable',
    defaultMessage: 'The camera could not be opened. Tap “Use the camera app or a saved photo”.',
    description: 'No camera or it is busy; points to the file option',
  },
});
