import { useId } from 'react';
import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageCount, pageSizeOptions, type PageSize } from './page-size-options';
import classes from './data-table.module.css';

interface DataTableFooterProps {
  total: number;
  page: number;
  pageSize: PageSize;
  limit: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
}

export function DataTableFooter({ total, page, pageSize, limit, onPageChange, onPageSizeChange }: DataTableFooterProps) {
  const { t } = useTranslation();
  const sizeId = useId();
  const options = pageSizeOptions(total);
  const pages = pageCount(total, limit);
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  const selected = options.includes(pageSize) ? pageSize : 'all';

  return (
    <Group justify="space-between" gap="md" className={classes.footer} wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('table.range', { from, to, total })}
      </Text>
      <Group gap="lg" wrap="wrap">
        {options.length > 1 && (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" component="label" htmlFor={sizeId}>
              {t('table.rowsPerPage')}
            </Text>
            <Select
              id={sizeId}
              size="xs"
              w={92}
              allowDeselect={false}
              data={options.map((option) => ({ value: String(option), label: option === 'all' ? t('table.all') : String(option) }))}
              value={String(selected)}
              onChange={(value) => onPageSizeChange(value === 'all' || value === null ? 'all' : Number(value))}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
        )}
        {pages > 1 && (
          <Pagination
            size="sm"
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPageChange}
            getControlProps={(control) => ({ 'aria-label': t(`table.${control}Page`) })}
            getItemProps={(item) => ({ 'aria-label': t('table.goToPage', { page: item }) })}
          />
        )}
      </Group>
    </Group>
  );
}
