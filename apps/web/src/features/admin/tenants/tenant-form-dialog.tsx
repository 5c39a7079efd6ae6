import { useState } from 'react';
import { Alert, Autocomplete, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { defaultTenantName, type TenantInput } from '@switchboard/contracts';
import { useSession } from '../../../app/session/session-context';
import { showGlobalErrorToast } from '../../../app/toasts/global-error-toast';
import { showToast } from '../../../app/toasts/toast';
import { ApiError } from '../../../shared/api/api-error';
import type { TenantRow } from '../../../shared/api/tenants-api';
import { adminApi } from '../uploads/uploads-api';
import type { TenantFacets } from './tenant-facets';

type Field = 'org' | 'client' | 'country' | 'location' | 'lob' | 'subLob';
const FIELDS: readonly Field[] = ['org', 'client', 'country', 'location', 'lob', 'subLob'];
const MAX = 120;

interface TenantFormDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The group to edit; null creates one. */
  tenant: TenantRow | null;
  facets: TenantFacets | undefined;
}

const emptyValues = (tenant: TenantRow | null): Record<Field | 'name', string> => ({
  name: tenant?.name ?? '',
  org: tenant?.org ?? '',
  client: tenant?.client ?? '',
  country: tenant?.country ?? '',
  location: tenant?.location ?? '',
  lob: tenant?.lob ?? '',
  subLob: tenant?.subLob ?? '',
});

/** Create or edit a group (commander and above): the six fields of the tenant list, and a display name. */
export function TenantFormDialog({ opened, onClose, tenant, facets }: TenantFormDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  const [values, setValues] = useState(() => emptyValues(tenant));
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: Field | 'name', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFailure(null);
  };
  const errorOf = (field: Field) => {
    if (!touched) return undefined;
    const value = values[field].trim();
    if (value === '') return t('tenantAdmin.required');
    return value.length > MAX ? t('tenantAdmin.tooLong', { max: MAX }) : undefined;
  };
  const valid =
    FIELDS.every((field) => values[field].trim() !== '' && values[field].trim().length <= MAX) && values.name.trim().length <= 200;

  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => {
      const fields = {
        org: values.org.trim(),
        client: values.client.trim(),
        country: values.country.trim(),
        location: values.location.trim(),
        lob: values.lob.trim(),
        subLob: values.subLob.trim(),
      };
      const name = values.name.trim();
      // An emptied name means the default one: a new group gets it from the server, an edited group is
      // sent it, since leaving a field out of an edit keeps its old value.
      if (!tenant) return adminApi.createTenant({ ...fields, ...(name ? { name } : {}) });
      const body: TenantInput = { ...fields, name: name || defaultTenantName(fields) };
      const changed = Object.fromEntries(Object.entries(body).filter(([key, value]) => tenant[key as keyof TenantRow] !== value));
      return adminApi.updateTenant(tenant.tenantId, changed);
    },
    onSuccess: (saved) => {
      showToast({ type: 'success', message: t(tenant ? 'tenantAdmin.saved' : 'tenantAdmin.created', { name: saved.name }) });
      void queryClient.invalidateQueries({ queryKey: ['tenants'] });
      // A renamed group of one's own shows its new name in the group switcher at once.
      if (tenant) void refresh();
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) setFailure(t('tenantAdmin.duplicate'));
      else if (error instanceof ApiError && error.status === 403) setFailure(t('tenantAdmin.notYourOrg'));
      else if (error instanceof ApiError && error.status === 400) setFailure(t('tenantAdmin.invalid'));
      else showGlobalErrorToast(error);
    },
  });

  const submit = () => {
    setTouched(true);
    if (valid) save.mutate();
  };
  const labels: Record<Field, string> = {
    org: t('tenants.filters.org'),
    client: t('tenants.filters.client'),
    country: t('tenants.filters.country'),
    location: t('tenants.filters.location'),
    lob: t('tenants.filters.lob'),
    subLob: t('tenants.filters.subLob'),
  };
  const example = values.client && values.location && values.lob && values.subLob ? defaultTenantName(values) : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={tenant ? t('tenantAdmin.editTitle', { name: tenant.name }) : t('tenantAdmin.createTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {FIELDS.map((field) => (
              <Autocomplete
                key={field}
                label={labels[field]}
                required
                data={facets?.[field] ?? []}
                value={values[field]}
                onChange={(value) => set(field, value)}
                error={errorOf(field)}
                maxLength={MAX}
                comboboxProps={{ withinPortal: true }}
                data-testid={`tenant-${field}`}
              />
            ))}
          </SimpleGrid>
          <TextInput
            label={t('tenantAdmin.name')}
            description={example ? t('tenantAdmin.nameDefault', { example }) : t('tenantAdmin.nameHelp')}
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            maxLength={200}
            data-testid="tenant-name"
          />
          {failure && (
            <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="tenant-form-error">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="tenant-save">
              {tenant ? t('tenantAdmin.save') : t('tenantAdmin.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
