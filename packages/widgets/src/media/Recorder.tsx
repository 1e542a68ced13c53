import { forwardRef, useCallback, useRef, useState, type ForwardedRef } from 'react';
import { MicrophonePermissionModal } from './MicrophonePermissionModal';
import type { PteRecorder } from './recorder.element';
import { Recorder as RecorderElement, type RecorderProps } from './react.generated';

function assign<T>(ref: ForwardedRef<T>, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * `<pte-recorder>` for React: records the spoken answer to mp3 (events carry the blob and data URL). A refused
 * microphone permission shows the kit's `MicrophonePermissionModal`, never the element's own dialog (that one is for
 * pages without React); a page that cancels `onPermissionDenied` itself shows its own. A retry that fails again is
 * reported as the element reports it, through `onRecorderError`.
 */
export const Recorder = /* @__PURE__ */ forwardRef<PteRecorder, RecorderProps>(function Recorder({ onPermissionDenied, ...props }, ref) {
  const element = useRef<PteRecorder | null>(null);
  const [permissionOpen, setPermissionOpen] = useState(false);
  const setRef = useCallback((node: PteRecorder | null) => {
    element.current = node;
    assign(ref, node);
  }, [ref]);
  return (
    <>
      <RecorderElement
        {...props}
        ref={setRef}
        onPermissionDenied={(event) => {
          onPermissionDenied?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          setPermissionOpen(true);
        }}
      />
      <MicrophonePermissionModal
        open={permissionOpen}
        onOpenChange={setPermissionOpen}
        deviceId={props.deviceId ?? undefined}
        onError={(message) => element.current?.dispatchEvent(
          new CustomEvent('pte-recorder-error', { detail: { message }, bubbles: true, composed: true }),
        )}
      />
    </>
  );
});
