import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  ColorInput,
  Drawer,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  APP_ICONS,
  BUILTIN_WIDGETS,
  CARD_SIZE_CLASS,
  ROLES,
  applicationInput,
  type Application,
  type ApplicationInput,
} from '@switchboard/contracts';
import { DEFAULT_CARD_SIZES } from '@switchboard/widget-layout';
import { ApiError } from '../../../shared/api/api-error';
import { applicationsApi } from '../../../shared/api/applications-api';
import { AppIcon } from '../../dashboard/app-icon';

type Draft = Omit<ApplicationInput, 'about'> & { about: Omit<ApplicationInput['about'], 'highlights'> & { highlights: string } };

const BLANK: Draft = {
  name: '',
  applicationId: '',
  appName: '',
  category: { name: '', description: '' },
  isAdminLicense: false,
  isGuardianEnabled: true,
  roles: [...ROLES],
  minW: 1,
  minH: 3.5,
  defaultSize: 'knowledge',
  widgetKind: 'embed',
  builtinWidget: null,
  embedUrl: null,
  icon: 'apps',
  accent: '#1c7ed6',
  defaultOnDashboard: false,
  about: { tagline: '', description: '', audience: '', highlights: '' },
};

function draftOf(app: Application | null): Draft {
  if (!app) return BLANK;
  return {
    name: app.name,
    applicationId: app.applicationId,
    appName: app.appName,
    category: app.category,
    isAdminLicense: app.isAdminLicense,
    isGuardianEnabled: app.isGuardianEnabled,
    roles: app.roles,
    minW: app.minW,
    minH: app.minH,
    defaultSize: app.defaultSize,
    widgetKind: app.widgetKind,
    builtinWidget: app.builtinWidget,
    embedUrl: app.embedUrl,
    icon: app.icon,
    accent: app.accent,
    defaultOnDashboard: app.defaultOnDashboard,
    about: { ...app.about, highlights: app.about.highlights.join('\n') },
  };
}

function toInput(draft: Draft): unknown {
  return {
    ...draft,
    embedUrl: draft.widgetKind === 'embed' && draft.embedUrl?.trim() ? draft.embedUrl.trim() : null,
    builtinWidget: draft.widgetKind === 'builtin' ? draft.builtinWidget : null,
    about: {
      ...draft.about,
      highlights: draft.about.highlights
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    },
  };
}

const ICON_KEYS = {
  assist: 'applicationSettings.icons.assist',
  knowledge: 'applicationSettings.icons.knowledge',
  summary: 'applicationSettings.icons.summary',
  announcement: 'applicationSettings.icons.announcement',
  insights: 'applicationSettings.icons.insights',
  roleplay: 'applicationSettings.icons.roleplay',
  harmony: 'applicationSettings.icons.harmony',
  clarity: 'applicationSettings.icons.clarity',
  crm: 'applicationSettings.icons.crm',
  genie: 'applicationSettings.icons.genie',
  workforce: 'applicationSettings.icons.workforce',
  bot: 'applicationSettings.icons.bot',
  apps: 'applicationSettings.icons.apps',
} as const satisfies Record<(typeof APP_ICONS)[number], string>;

const BUILTIN_KEYS = {
  announcements: 'applicationSettings.builtins.announcements',
  roleplay: 'applicationSettings.builtins.roleplay',
  kbot: 'applicationSettings.builtins.kbot',
  knowledge: 'applicationSettings.builtins.knowledge',
} as const satisfies Record<(typeof BUILTIN_WIDGETS)[number], string>;

const SIZE_KEYS = {
  knowledge: 'store.sizeClass.knowledge',
  summarize: 'store.sizeClass.summarize',
  compact: 'store.sizeClass.compact',
} as const satisfies Record<(typeof CARD_SIZE_CLASS)[number], string>;

/** What to say under a field the contract refuses. */
const FIELD_ERRORS: Record<string, string> = {
  name: 'applicationSettings.errors.required',
  appName: 'applicationSettings.errors.required',
  'category.name': 'applicationSettings.errors.required',
  'category.description': 'applicationSettings.errors.tooLong',
  applicationId: 'applicationSettings.errors.applicationId',
  roles: 'applicationSettings.errors.roles',
  embedUrl: 'applicationSettings.errors.embedUrl',
  builtinWidget: 'applicationSettings.errors.builtinWidget',
  minW: 'applicationSettings.errors.minW',
  minH: 'applicationSettings.errors.minH',
  accent: 'applicationSettings.errors.accent',
  'about.tagline': 'applicationSettings.errors.required',
  'about.description': 'applicationSettings.errors.required',
  'about.audience': 'applicationSettings.errors.required',
  'about.highlights': 'applicationSettings.errors.highlights',
};

/** Create or change a catalogue application (architect). Checked with the same contract the server uses. */
export function ApplicationForm({
  opened,
  application,
  onClose,
  onSaved,
}: {
  opened: boolean;
  application: Application | null;
  onClose: () => void;
  onSaved: (app: Application) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(application));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (input: ApplicationInput) => (application ? applicationsApi.update(application._id, input) : applicationsApi.create(input)),
    meta: { silent: true },
    onSuccess: onSaved,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) setErrors({ applicationId: t('applicationSettings.form.idTaken') });
      else if (error instanceof ApiError && error.status === 400) setServerError(t('applicationSettings.errors.invalid'));
      else setServerError(t('applicationSettings.form.saveFailed'));
    },
  });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const setAbout = (key: keyof Draft['about'], value: string) =>
    setDraft((current) => ({ ...current, about: { ...current.about, [key]: value } }));
  const error = (path: string) => errors[path];

  const submit = () => {
    setServerError(null);
    const parsed = applicationInput.safeParse(toInput(draft));
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        next[path] ??= t(FIELD_ERRORS[path.split('.').slice(0, 2).join('.')] ?? 'applicationSettings.errors.invalid');
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={application ? t('applicationSettings.form.editTitle', { app: application.name }) : t('applicationSettings.form.createTitle')}
      closeButtonProps={{ 'aria-label': t('actions.cancel') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {serverError && (
            <Alert color="red" role="alert">
              {serverError}
            </Alert>
          )}
          <SimpleGrid cols={2}>
            <TextInput
              label={t('applicationSettings.form.name')}
              value={draft.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              error={error('name')}
              required
            />
            <TextInput
              label={t('applicationSettings.form.applicationId')}
              description={t('applicationSettings.form.applicationIdHint')}
              value={draft.applicationId}
              onChange={(e) => set('applicationId', e.currentTarget.value)}
              error={error('applicationId')}
              required
            />
            <TextInput
              label={t('applicationSettings.form.appName')}
              value={draft.appName}
              onChange={(e) => set('appName', e.currentTarget.value)}
              error={error('appName')}
              required
            />
            <TextInput
              label={t('applicationSettings.form.category')}
              value={draft.category.name}
              onChange={(e) => set('category', { ...draft.category, name: e.currentTarget.value })}
              error={error('category.name')}
              required
            />
          </SimpleGrid>
          <TextInput
            label={t('applicationSettings.form.categoryDescription')}
            value={draft.category.description}
            onChange={(e) => set('category', { ...draft.category, description: e.currentTarget.value })}
            error={error('category.description')}
          />
          <Checkbox.Group
            label={t('applicationSettings.form.roles')}
            value={draft.roles}
            onChange={(value) =>
              set(
                'roles',
                ROLES.filter((role) => value.includes(role)),
              )
            }
            error={error('roles')}
          >
            <Group gap="md" mt={6}>
              {ROLES.map((role) => (
                <Checkbox key={role} value={role} label={t(`roles.${role}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group gap="xl">
            <Switch
              label={t('applicationSettings.form.adminLicence')}
              checked={draft.isAdminLicense}
              onChange={(e) => set('isAdminLicense', e.currentTarget.checked)}
            />
            <Switch
              label={t('applicationSettings.form.guardianEnabled')}
              checked={draft.isGuardianEnabled}
              onChange={(e) => set('isGuardianEnabled', e.currentTarget.checked)}
            />
            <Switch
              label={t('applicationSettings.form.defaultOnDashboard')}
              checked={draft.defaultOnDashboard}
              onChange={(e) => set('defaultOnDashboard', e.currentTarget.checked)}
            />
          </Group>
          <div>
            <Text size="sm" fw={500} mb={4} id="widget-kind-label">
              {t('applicationSettings.form.widgetKind')}
            </Text>
            <SegmentedControl
              aria-labelledby="widget-kind-label"
              value={draft.widgetKind}
              onChange={(value) => set('widgetKind', value === 'builtin' ? 'builtin' : 'embed')}
              data={[
                { value: 'embed', label: t('store.embedded') },
                { value: 'builtin', label: t('store.builtin') },
              ]}
            />
          </div>
          {draft.widgetKind === 'embed' ? (
            <TextInput
              label={t('applicationSettings.form.embedUrl')}
              description={t('applicationSettings.form.embedUrlHint')}
              placeholder="https://"
              value={draft.embedUrl ?? ''}
              onChange={(e) => set('embedUrl', e.currentTarget.value)}
              error={error('embedUrl')}
            />
          ) : (
            <Select
              label={t('applicationSettings.form.builtinWidget')}
              data={BUILTIN_WIDGETS.map((key) => ({ value: key, label: t(BUILTIN_KEYS[key]) }))}
              value={draft.builtinWidget}
              onChange={(value) => set('builtinWidget', (value as Draft['builtinWidget']) ?? null)}
              error={error('builtinWidget')}
            />
          )}
          <Select
            label={t('applicationSettings.form.defaultSize')}
            data={CARD_SIZE_CLASS.map((key) => ({ value: key, label: t(SIZE_KEYS[key], DEFAULT_CARD_SIZES[key]) }))}
            value={draft.defaultSize}
            onChange={(value) => value && set('defaultSize', value as Draft['defaultSize'])}
            allowDeselect={false}
          />
          <SimpleGrid cols={2}>
            <NumberInput
              label={t('applicationSettings.form.minW')}
              value={draft.minW}
              min={1}
              max={3}
              step={1}
              onChange={(value) => set('minW', Number(value))}
              error={error('minW')}
            />
            <NumberInput
              label={t('applicationSettings.form.minH')}
              value={draft.minH}
              min={0.5}
              max={14}
              step={0.5}
              decimalScale={1}
              onChange={(value) => set('minH', Number(value))}
              error={error('minH')}
            />
          </SimpleGrid>
          <SimpleGrid cols={2}>
            <Select
              label={t('applicationSettings.form.icon')}
              data={APP_ICONS.map((key) => ({ value: key, label: t(ICON_KEYS[key]) }))}
              value={draft.icon}
              onChange={(value) => value && set('icon', value as Draft['icon'])}
              allowDeselect={false}
              leftSection={<AppIcon icon={draft.icon} accent={draft.accent} size={20} />}
            />
            <ColorInput
              label={t('applicationSettings.form.accent')}
              value={draft.accent}
              onChange={(value) => set('accent', value)}
              withEyeDropper={false}
              format="hex"
              error={error('accent')}
            />
          </SimpleGrid>
          <TextInput
            label={t('applicationSettings.form.tagline')}
            value={draft.about.tagline}
            onChange={(e) => setAbout('tagline', e.currentTarget.value)}
            error={error('about.tagline')}
            required
          />
          <Textarea
            label={t('applicationSettings.form.aboutDescription')}
            value={draft.about.description}
            onChange={(e) => setAbout('description', e.currentTarget.value)}
            error={error('about.description')}
            autosize
            minRows={3}
            required
          />
          <Textarea
            label={t('applicationSettings.form.audience')}
            value={draft.about.audience}
            onChange={(e) => setAbout('audience', e.currentTarget.value)}
            error={error('about.audience')}
            autosize
            minRows={2}
            required
          />
          <Textarea
            label={t('applicationSettings.form.highlights')}
            description={t('applicationSettings.form.highlightsHint')}
            value={draft.about.highlights}
            onChange={(e) => setAbout('highlights', e.currentTarget.value)}
            error={error('about.highlights')}
            autosize
            minRows={3}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="application-form-save">
              {t('applicationSettings.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
