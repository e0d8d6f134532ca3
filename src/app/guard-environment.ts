/** What the guard knows about the device, fixed at start-up. */
export type RouterEnvironment = { userAgent: string; blockAndroidBrowser: boolean };
