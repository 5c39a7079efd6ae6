import type { ReactNode } from 'react';
import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Brand } from '../../../app/shell/brand';
import { LanguageSelect } from '../../../shared/ui/language-picker';
import classes from '../login-page.module.css';

/** The signed-out pages' frame (same look as sign-in): brand, one card with a title, the language choice. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box className={classes.page}>
      <Center component="main" mih="100vh" p="md">
        <Stack gap="lg" w="100%" maw={420}>
          <Center>
            <Brand linked={false} />
          </Center>
          <Paper withBorder shadow="sm" p={32} className={classes.card}>
            <Stack gap={4} mb="lg">
              <Title order={1} size="h3">
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Paper>
          <Paper withBorder p="md" className={classes.card}>
            <LanguageSelect />
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
