import { VOICE_RMS_THRESHOLD } from '../logic/voice-timing';
import type { CaptureMessage, CaptureOptions } from './capture-worklet';
import { SPEECH_AUDIO } from '@switchboard/contracts/audio';
import { CAPTURE_PROCESSOR } from './pcm';
import captureWorkletUrl from './capture-worklet.ts?worker&url';

export interface MicCapture {
  /** Where the blocks go; null drops them (muted). */
  onBlock: ((block: Int16Array, loud: boolean) => void) | null;
  /** Starts a new answer: drops what the worklet holds. */
  reset(): void;
  /** Stops the microphone and the audio graph. */
  close(): void;
}

/**
 * Opens the microphone once per call (roleplay.md §4 Mic): getUserMedia → AudioWorklet (16 kHz Int16 in
 * 2048-sample blocks). The stream stays open while the advisor mutes and unmutes; `close` releases it.
 */
export async function openMicCapture(): Promise<MicCapture> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
  });
  const context = new AudioContext();
  try {
    if (context.sampleRate < SPEECH_AUDIO.sampleRate) {
      throw new RangeError(`The microphone runs at ${context.sampleRate} Hz, below the ${SPEECH_AUDIO.sampleRate} Hz speech needs`);
    }
    await context.audioWorklet.addModule(captureWorkletUrl);
    const source = context.createMediaStreamSource(stream);
    const options: CaptureOptions = {
      targetRate: SPEECH_AUDIO.sampleRate,
      blockSize: SPEECH_AUDIO.blockSamples,
      voiceThreshold: VOICE_RMS_THRESHOLD,
    };
    const node = new AudioWorkletNode(context, CAPTURE_PROCESSOR, { numberOfInputs: 1, numberOfOutputs: 1, processorOptions: options });
    // A silent path to the speakers keeps the graph pulling samples through the worklet.
    const sink = context.createGain();
    sink.gain.value = 0;
    source.connect(node).connect(sink).connect(context.destination);
    if (context.state === 'suspended') await context.resume();
    const capture: MicCapture = {
      onBlock: null,
      reset: () => node.port.postMessage('reset'),
      close: () => {
        capture.onBlock = null;
        node.port.onmessage = null;
        source.disconnect();
        node.disconnect();
        for (const track of stream.getTracks()) track.stop();
        void context.close().catch(() => undefined);
      },
    };
    node.port.onmessage = (event: MessageEvent<CaptureMessage>) => capture.onBlock?.(new Int16Array(event.data.pcm), event.data.loud);
    return capture;
  } catch (error) {
    for (const track of stream.getTracks()) track.stop();
    void context.close().catch(() => undefined);
    throw error;
  }
}
