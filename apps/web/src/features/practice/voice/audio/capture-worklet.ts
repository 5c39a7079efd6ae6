/**
 * The microphone's AudioWorklet processor (DESIGN §7): mono samples at the device rate → 16 kHz → Int16
 * (× 32767, clamped) → blocks of 2048 samples, posted to the page with whether the block was loud enough
 * to be speech. The signal path is the contracts' shared audio code; loaded with audioWorklet.addModule(url),
 * Vite bundles it as its own small file.
 */
import { BlockCutter, Downsampler, SPEECH_AUDIO, toInt16 } from '@switchboard/contracts/audio';
import { CAPTURE_PROCESSOR, finiteSamples, rms } from './pcm';

// The AudioWorkletGlobalScope is not in TypeScript's DOM library.
declare const sampleRate: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
  constructor(options?: unknown);
}
declare function registerProcessor(
  name: string,
  processor: new (options: { processorOptions?: CaptureOptions }) => AudioWorkletProcessor,
): void;

export interface CaptureOptions {
  targetRate?: number;
  blockSize?: number;
  /** RMS above which a block counts as speech. */
  voiceThreshold?: number;
}

/** What the processor posts for every full block. */
export interface CaptureMessage {
  pcm: ArrayBuffer;
  loud: boolean;
}

class PcmCaptureProcessor extends AudioWorkletProcessor {
  private downsampler: Downsampler;
  private blocker: BlockCutter;
  private readonly threshold: number;
  private readonly targetRate: number;
  private readonly blockSize: number;
  private loudest = 0;

  constructor(options: { processorOptions?: CaptureOptions }) {
    super(options);
    this.targetRate = options.processorOptions?.targetRate ?? SPEECH_AUDIO.sampleRate;
    this.blockSize = options.processorOptions?.blockSize ?? SPEECH_AUDIO.blockSamples;
    this.threshold = options.processorOptions?.voiceThreshold ?? 0.02;
    this.downsampler = new Downsampler(sampleRate, this.targetRate);
    this.blocker = new BlockCutter(this.blockSize);
    // 'reset': a new answer starts; what was captured while muted is dropped.
    this.port.onmessage = () => {
      this.downsampler = new Downsampler(sampleRate, this.targetRate);
      this.blocker = new BlockCutter(this.blockSize);
      this.loudest = 0;
    };
  }

  process(inputs: Float32Array[][]): boolean {
    const input = inputs[0]?.[0];
    if (!input || input.length === 0) return true;
    const channel = finiteSamples(input);
    this.loudest = Math.max(this.loudest, rms(channel));
    const blocks = this.blocker.push(toInt16(this.downsampler.push(channel)));
    for (const block of blocks) {
      const message: CaptureMessage = { pcm: block.buffer as ArrayBuffer, loud: this.loudest >= this.threshold };
      this.port.postMessage(message, [message.pcm]);
      this.loudest = 0;
    }
    return true;
  }
}

registerProcessor(CAPTURE_PROCESSOR, PcmCaptureProcessor);
