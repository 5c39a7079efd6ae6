import type { Locale } from '@switchboard/contracts';

/** The account e-mails' wording per language; `{name}`, `{inviter}` and `{expires}` are filled in. */
export interface MailTexts {
  greeting: string;
  invitationSubject: string;
  invitationBody: string;
  invitationButton: string;
  resetSubject: string;
  resetBody: string;
  resetButton: string;
  resetIgnore: string;
  linkFallback: string;
  signature: string;
}

export const MAIL_TEXTS: Record<Locale, MailTexts> = {
  'en-US': {
    greeting: 'Hello {name},',
    invitationSubject: 'You are invited to Switchboard',
    invitationBody: '{inviter} has invited you to Switchboard. Choose your password with the link below; it works once, until {expires}.',
    invitationButton: 'Choose my password',
    resetSubject: 'Reset your Switchboard password',
    resetBody:
      'Someone (hopefully you) asked to reset the password of your Switchboard account. The link below works once, for one hour. Choosing a new password signs you out everywhere else.',
    resetButton: 'Choose a new password',
    resetIgnore: 'If you did not ask for this, ignore this message: your password stays as it is.',
    linkFallback: 'If the button does not work, copy this address into your browser:',
    signature: 'Switchboard',
  },
  'fr-FR': {
    greeting: 'Bonjour {name},',
    invitationSubject: 'Vous êtes invité(e) sur Switchboard',
    invitationBody:
      '{inviter} vous a invité(e) sur Switchboard. Choisissez votre mot de passe avec le lien ci-dessous ; il ne fonctionne qu’une fois, jusqu’au {expires}.',
    invitationButton: 'Choisir mon mot de passe',
    resetSubject: 'Réinitialisez votre mot de passe Switchboard',
    resetBody:
      'Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte Switchboard. Le lien ci-dessous ne fonctionne qu’une fois, pendant une heure. Choisir un nouveau mot de passe vous déconnecte partout ailleurs.',
    resetButton: 'Choisir un nouveau mot de passe',
    resetIgnore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
    signature: 'Switchboard',
  },
  'es-419': {
    greeting: 'Hola, {name}:',
    invitationSubject: 'Te invitaron a Switchboard',
    invitationBody:
      '{inviter} te invitó a Switchboard. Elige tu contraseña con el enlace de abajo; funciona una sola vez, hasta el {expires}.',
    invitationButton: 'Elegir mi contraseña',
    resetSubject: 'Restablece tu contraseña de Switchboard',
    resetBody:
      'Alguien (ojalá tú) pidió restablecer la contraseña de tu cuenta de Switchboard. El enlace de abajo funciona una sola vez, durante una hora. Al elegir una nueva contraseña se cierran tus demás sesiones.',
    resetButton: 'Elegir una nueva contraseña',
    resetIgnore: 'Si no lo pediste, ignora este mensaje: tu contraseña no cambia.',
    linkFallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    signature: 'Switchboard',
  },
  'es-ES': {
    greeting: 'Hola, {name}:',
    invitationSubject: 'Te han invitado a Switchboard',
    invitationBody:
      '{inviter} te ha invitado a Switchboard. Elige tu contraseña con el enlace de abajo; funciona una sola vez, hasta el {expires}.',
    invitationButton: 'Elegir mi contraseña',
    resetSubject: 'Restablece tu contraseña de Switchboard',
    resetBody:
      'Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta de Switchboard. El enlace de abajo funciona una sola vez, durante una hora. Al elegir una contraseña nueva se cierran tus demás sesiones.',
    resetButton: 'Elegir una contraseña nueva',
    resetIgnore: 'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.',
    linkFallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    signature: 'Switchboard',
  },
  'pt-BR': {
    greeting: 'Olá, {name},',
    invitationSubject: 'Você foi convidado para o Switchboard',
    invitationBody:
      '{inviter} convidou você para o Switchboard. Escolha sua senha pelo link abaixo; ele funciona uma única vez, até {expires}.',
    invitationButton: 'Escolher minha senha',
    resetSubject: 'Redefina sua senha do Switchboard',
    resetBody:
      'Alguém (esperamos que você) pediu para redefinir a senha da sua conta do Switchboard. O link abaixo funciona uma única vez, durante uma hora. Ao escolher uma nova senha, suas outras sessões são encerradas.',
    resetButton: 'Escolher uma nova senha',
    resetIgnore: 'Se não foi você, ignore esta mensagem: sua senha continua a mesma.',
    linkFallback: 'Se o botão não funcionar, copie este endereço no seu navegador:',
    signature: 'Switchboard',
  },
  'nb-NO': {
    greeting: 'Hei, {name}!',
    invitationSubject: 'Du er invitert til Switchboard',
    invitationBody: '{inviter} har invitert deg til Switchboard. Velg passord med lenken nedenfor. Den virker én gang, fram til {expires}.',
    invitationButton: 'Velg passord',
    resetSubject: 'Tilbakestill passordet ditt i Switchboard',
    resetBody:
      'Noen (forhåpentligvis du) har bedt om å tilbakestille passordet til Switchboard-kontoen din. Lenken nedenfor virker én gang, i én time. Når du velger nytt passord, blir du logget ut alle andre steder.',
    resetButton: 'Velg nytt passord',
    resetIgnore: 'Hvis det ikke var du, kan du se bort fra denne e-posten: passordet ditt forblir uendret.',
    linkFallback: 'Hvis knappen ikke virker, kan du kopiere denne adressen inn i nettleseren:',
    signature: 'Switchboard',
  },
  'it-IT': {
    greeting: 'Ciao {name},',
    invitationSubject: 'Sei stato invitato su Switchboard',
    invitationBody:
      '{inviter} ti ha invitato su Switchboard. Scegli la tua password con il link qui sotto; funziona una sola volta, fino al {expires}.',
    invitationButton: 'Scegli la mia password',
    resetSubject: 'Reimposta la password di Switchboard',
    resetBody:
      'Qualcuno (speriamo tu) ha chiesto di reimpostare la password del tuo account Switchboard. Il link qui sotto funziona una sola volta, per un’ora. Scegliendo una nuova password verrai disconnesso da tutte le altre sessioni.',
    resetButton: 'Scegli una nuova password',
    resetIgnore: 'Se non sei stato tu, ignora questo messaggio: la tua password resta invariata.',
    linkFallback: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
    signature: 'Switchboard',
  },
  'sv-SE': {
    greeting: 'Hej {name}!',
    invitationSubject: 'Du är inbjuden till Switchboard',
    invitationBody:
      '{inviter} har bjudit in dig till Switchboard. Välj lösenord med länken nedan. Den fungerar en gång, fram till {expires}.',
    invitationButton: 'Välj mitt lösenord',
    resetSubject: 'Återställ ditt lösenord i Switchboard',
    resetBody:
      'Någon (förhoppningsvis du) har bett om att återställa lösenordet till ditt Switchboard-konto. Länken nedan fungerar en gång, i en timme. När du väljer ett nytt lösenord loggas du ut överallt annars.',
    resetButton: 'Välj nytt lösenord',
    resetIgnore: 'Om det inte var du kan du bortse från det här meddelandet: ditt lösenord förblir oförändrat.',
    linkFallback: 'Om knappen inte fungerar kan du kopiera den här adressen till webbläsaren:',
    signature: 'Switchboard',
  },
  'de-DE': {
    greeting: 'Hallo {name},',
    invitationSubject: 'Ihre Einladung zu Switchboard',
    invitationBody:
      '{inviter} hat Sie zu Switchboard eingeladen. Wählen Sie Ihr Passwort über den Link unten; er funktioniert einmal, bis {expires}.',
    invitationButton: 'Passwort wählen',
    resetSubject: 'Setzen Sie Ihr Switchboard-Passwort zurück',
    resetBody:
      'Jemand (hoffentlich Sie) hat angefordert, das Passwort Ihres Switchboard-Kontos zurückzusetzen. Der Link unten funktioniert einmal, eine Stunde lang. Mit dem neuen Passwort werden Sie überall sonst abgemeldet.',
    resetButton: 'Neues Passwort wählen',
    resetIgnore: 'Falls Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
    linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
    signature: 'Switchboard',
  },
};
