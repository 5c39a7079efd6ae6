import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Box, Group, Loader, Slider, Stack, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type WaveSurfer from 'wavesurfer.js';
import { formatHms } from '../logic/time-format';

/** Waveform player defaults (roleplay.md §9): decode at 8000 Hz. */
export const WAVEFORM_SAMPLE_RATE = 8000;

interface AudioPlayerProps {
  blob: Blob;
  /** The roleplay's name, shown above the waveform and naming the controls. */
  name: string;
}

/**
 * The recording of a voice session: play/pause, the waveform (wavesurfer.js, loaded only here) and a
 * position slider, so it can be scrubbed with the keyboard as well as by clicking the waveform.
 */
export function AudioPlayer({ blob, name }: AudioPlayerProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const player = useRef<WaveSurfer | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [duration, setDuration] = useState(0);
  const [position, setPosition] = useState(0);

  useEffect(() => {
    let disposed = false;
    let instance: WaveSurfer | null = null;
    void import('wavesurfer.js').then(({ default: WaveSurferClass }) => {
      if (disposed || !container.current) return;
      instance = WaveSurferClass.create({
        container: container.current,
        height: 96,
        sampleRate: WAVEFORM_SAMPLE_RATE,
        waveColor: '#94a3b8',
        progressColor: '#1c5d99',
        cursorColor: '#0f3a63',
        cursorWidth: 2,
        barWidth: 2,
        barGap: 1,
        barRadius: 2,
        normalize: true,
        dragToSeek: true,
      });
      player.current = instance;
      instance.on('ready', (seconds) => {
        setDuration(seconds);
        setReady(true);
      });
      instance.on('play', () => setPlaying(true));
      instance.on('pause', () => setPlaying(false));
      instance.on('finish', () => setPlaying(false));
      instance.on('timeupdate', (seconds) => setPosition(seconds));
      instance.on('error', () => setFailed(true));
      instance.loadBlob(blob).catch(() => setFailed(true));
    });
    return () => {
      disposed = true;
      instance?.destroy();
      player.current = null;
    };
  }, [blob]);

  return (
    <Stack gap="sm" data-testid="audio-player">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ActionIcon
            size={44}
            radius="xl"
            variant="filled"
            disabled={!ready}
            onClick={() => void player.current?.playPause()}
            aria-label={playing ? t('history.audio.pause', { name }) : t('history.audio.play', { name })}
            aria-pressed={playing}
            data-testid="audio-play"
            data-playing={playing}
          >
            {playing ? <IconPlayerPauseFilled size={20} aria-hidden /> : <IconPlayerPlayFilled size={20} aria-hidden />}
          </ActionIcon>
          <div>
            <Text fw={600} size="sm" data-testid="audio-name">
              {name}
            </Text>
            <Text size="xs" c="dimmed" data-testid="audio-time">
              {formatHms(position)} / {formatHms(duration)}
            </Text>
          </div>
        </Group>
        {!ready && !failed && <Loader size="sm" aria-label={t('history.audio.loading')} />}
      </Group>
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          {t('history.audio.cannotPlay')}
        </Text>
      )}
      <Box
        ref={container}
        aria-hidden
        data-testid="waveform"
        style={{
          borderRadius: 8,
          background: 'var(--mantine-color-gray-0)',
          border: '1px solid var(--mantine-color-gray-3)',
          cursor: 'pointer',
        }}
      />
      <Slider
        min={0}
        max={Math.max(duration, 0.1)}
        step={0.1}
        value={Math.min(position, duration)}
        disabled={!ready}
        label={(value) => formatHms(value)}
        onChange={(value) => {
          setPosition(value);
          player.current?.setTime(value);
        }}
        thumbLabel={t('history.audio.position', { name })}
        data-testid="audio-position"
      />
    </Stack>
  );
}
