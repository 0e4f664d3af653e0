import { Trans, useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { Link } from 'react-router';
import {
  APP_LANGUAGE_NAMES,
  APP_LANGUAGES,
  HTML_LANG,
  languageOfHtmlLang,
} from '../../../../schema/contract/app-languages.ts';
import type { CurrentUser } from '../../../../schema/contract/auth.ts';
import { chooseLanguage } from '../../components/language-picker.tsx';
import { useDataSaver } from '../../lib/data-saver.tsx';
import { LOGOUT_PATH, paths } from '../../lib/paths.ts';
import { ProfileButtonContent, profileButtonStyle } from './profile-button.tsx';

const itemStyle =
  'flex min-h-11 w-full cursor-pointer items-center rounded-md px-3 text-base text-neutral-900 no-underline outline-none select-none data-highlighted:bg-lilac-100 data-highlighted:text-lilac-950';

/**
 * The signed-in "Personal Profile" dropdown (Radix DropdownMenu). Loaded on its own chunk: visitors
 * never download the menu code. Sign Out is a full-page navigation to the server: a form POST to /api/logout (a
 * sign-out another site could trigger with a link would be a GET).
 */
export default function ProfileMenu({ user, defaultOpen = false }: { user: CurrentUser; defaultOpen?: boolean }) {
  const dataSaver = useDataSaver();
  const signOutForm = useRef<HTMLFormElement>(null);
  const { t, i18n } = useLingui();
  const language = languageOfHtmlLang(i18n.locale);
  return (
    <>
      <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
        <DropdownMenu.Trigger className={profileButtonStyle}>
          <ProfileButtonContent user={user} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 min-w-56 rounded-xl border border-lilac-200 bg-white p-1.5 shadow-lg"
          >
            <DropdownMenu.Label className="truncate px-3 py-2 text-sm text-neutral-600">
              {user.firstName} {user.lastName}
            </DropdownMenu.Label>
            <DropdownMenu.Item asChild className={itemStyle}>
              <Link to={paths.editProfile}>
                <Trans>Edit Profile</Trans>
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemStyle}>
              <Link to={paths.notificationSettings}>
                <Trans>Notifications and reminders</Trans>
              </Link>
            </DropdownMenu.Item>
            {user.role === 'admin' ? (
              <DropdownMenu.Item asChild className={itemStyle}>
                <Link to={paths.admin}>
                  <Trans>Admin console</Trans>
                </Link>
              </DropdownMenu.Item>
            ) : null}
            <DropdownMenu.CheckboxItem
              checked={dataSaver.enabled}
              onCheckedChange={(on) => dataSaver.setEnabled(on)}
              // The menu stays open, so the new state shows where it was changed.
              onSelect={(event) => event.preventDefault()}
              className={`${itemStyle} justify-between gap-4`}
            >
              <Trans>Data saver</Trans>
              <span className="text-sm font-semibold text-neutral-700">{dataSaver.enabled ? t`On` : t`Off`}</span>
            </DropdownMenu.CheckboxItem>
            <DropdownMenu.Separator className="my-1 h-px bg-lilac-100" />
            <DropdownMenu.Label className="px-3 pt-1 text-sm text-neutral-600">
              <Trans>Language of this site</Trans>
            </DropdownMenu.Label>
            <DropdownMenu.RadioGroup
              value={language}
              onValueChange={(chosen) => void chooseLanguage(chosen as typeof language)}
            >
              {APP_LANGUAGES.map((option) => (
                <DropdownMenu.RadioItem
                  key={option}
                  value={option}
                  className={`${itemStyle} gap-2 data-[state=checked]:font-bold`}
                >
                  <span aria-hidden="true" className="w-4">
                    <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
                  </span>
                  <span lang={HTML_LANG[option]}>{APP_LANGUAGE_NAMES[option]}</span>
                  {option === 'en' ? null : (
                    <span className="ms-auto text-xs font-normal text-neutral-600">
                      <Trans>beta translation</Trans>
                    </span>
                  )}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
            <DropdownMenu.Separator className="my-1 h-px bg-lilac-100" />
            <DropdownMenu.Item className={itemStyle} onSelect={() => signOutForm.current?.requestSubmit()}>
              <Trans>Sign Out</Trans>
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {/* Outside the menu, which unmounts its items as soon as one is chosen. */}
      <form ref={signOutForm} method="post" action={LOGOUT_PATH} hidden />
    </>
  );
}
