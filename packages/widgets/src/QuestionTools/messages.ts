/** Whether a message tells of a success or a failure. */
export type ToastTone = 'success' | 'error';

/** Shows a success or failure message, e.g. as the host's toast. */
export type ToastHandler = (message: string, tone: ToastTone) => void;
