/**
 * The words of the identity emails, per locale (issue 46): English, German, French, Spanish,
 * Italian, Brazilian Portuguese and Japanese, as the login widget. A call's `locale` picks the
 * table (the same tag, else the same language: de-AT is German); anything else is English.
 * Names of organizations, projects and people are filled in by the templates (templates.ts).
 */
export const EMAIL_LOCALES = ['en', 'de', 'fr', 'es', 'it', 'pt-BR', 'ja'] as const;
export type EmailLocale = (typeof EMAIL_LOCALES)[number];

/** The table of a call's locale: the same tag (any case), else the same language, else English. */
export function emailLocale(tag: string | undefined): EmailLocale {
  const lower = tag?.trim().toLowerCase().replace(/_/g, '-');
  if (!lower) return 'en';
  const language = lower.split('-')[0];
  return EMAIL_LOCALES.find((l) => l.toLowerCase() === lower) ?? EMAIL_LOCALES.find((l) => l.split('-')[0] === language) ?? 'en';
}

type Name = string;

export interface EmailTexts {
  /** Under the button: the link to paste. */
  pasteLink: string;
  /** "The link works once and expires in {expiry}." */
  linkOnce(expiry: string): string;
  ignoreNote: string;
  codeIgnoreNote: string;
  loginSubject(organization: Name): string;
  loginBody(organization: Name): string;
  loginAction: string;
  signupSubject(organization: Name): string;
  joinHeading(organization: Name): string;
  signupBody(organization: Name): string;
  signupAction: string;
  discoverySubject(project: Name): string;
  discoveryBody: string;
  discoveryAction: string;
  otpLogin(target: Name): string;
  otpSignup(target: Name): string;
  otpDiscovery(target: Name): string;
  otpLoginSubject(target: Name): string;
  otpLoginHeading: string;
  otpVerification: string;
  /** "It expires in {expiry} and works once." */
  codeExpiry(expiry: string): string;
  inviteSubject(organization: Name): string;
  inviteBody(inviter: Name, organization: Name, project: Name): string;
  inviteAccept: string;
  inviteAction: string;
  inviteFootnote: string;
  resetSubject(organization: Name): string;
  resetAsked(address: string, organization: Name): string;
  resetChoose: string;
  resetAction: string;
  resetFootnote: string;
  verifySubject(organization: Name): string;
  verifyHeading: string;
  verifyConfirm(address: string, organization: Name): string;
  verifyUse: string;
  verifyAction: string;
  verifyFootnote: string;
  discoveryResetSubject(project: Name): string;
  discoveryResetAsked(address: string): string;
}

const en: EmailTexts = {
  pasteLink: 'Or paste this link into your browser:',
  linkOnce: (expiry) => `The link works once and expires in ${expiry}.`,
  ignoreNote: "If you didn't ask for this, you can ignore this email: nothing happens until the link is used.",
  codeIgnoreNote: "If you didn't ask for this code, you can ignore this email. Never share it with anyone.",
  loginSubject: (o) => `Log in to ${o}`,
  loginBody: (o) => `Use the button below to log in to ${o}.`,
  loginAction: 'Log in',
  signupSubject: (o) => `Finish signing up for ${o}`,
  joinHeading: (o) => `Join ${o}`,
  signupBody: (o) => `Confirm your email address to finish joining ${o}.`,
  signupAction: 'Confirm and join',
  discoverySubject: (p) => `Log in to ${p}`,
  discoveryBody: 'Use the button below to confirm your email address and see your organizations.',
  discoveryAction: 'Continue',
  otpLogin: (t) => `Enter this code to log in to ${t}.`,
  otpSignup: (t) => `Enter this code to confirm your email address and join ${t}.`,
  otpDiscovery: (t) => `Enter this code to confirm your email address and continue to ${t}.`,
  otpLoginSubject: (t) => `Your login code for ${t}`,
  otpLoginHeading: 'Your login code',
  otpVerification: 'Your verification code',
  codeExpiry: (expiry) => `It expires in ${expiry} and works once.`,
  inviteSubject: (o) => `You're invited to join ${o}`,
  inviteBody: (i, o, p) => `${i} invited you to join ${o} on ${p}.`,
  inviteAccept: 'Accept the invite with the button below.',
  inviteAction: 'Accept invite',
  inviteFootnote: "If you weren't expecting this invite, you can ignore this email.",
  resetSubject: (o) => `Reset your password for ${o}`,
  resetAsked: (a, o) => `Someone asked to reset the password of ${a} in ${o}.`,
  resetChoose: 'Choose a new password with the button below.',
  resetAction: 'Reset password',
  resetFootnote: 'If you did not ask for this, ignore this email: your password stays as it is.',
  verifySubject: (o) => `Verify your email for ${o}`,
  verifyHeading: 'Verify your email and set a password',
  verifyConfirm: (a, o) => `Confirm that ${a} is your address, then choose a password for ${o}.`,
  verifyUse: 'Use the button below.',
  verifyAction: 'Verify email and set password',
  verifyFootnote: 'If you did not ask for this, ignore this email: nothing changes until the link is used.',
  discoveryResetSubject: (p) => `Reset your ${p} password`,
  discoveryResetAsked: (a) =>
    `Someone asked to reset the password of ${a}. The new password applies to every organization you belong to with this address.`,
};

const de: EmailTexts = {
  pasteLink: 'Oder fügen Sie diesen Link in Ihren Browser ein:',
  linkOnce: (expiry) => `Der Link funktioniert einmal und läuft in ${expiry} ab.`,
  ignoreNote:
    'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Solange der Link nicht verwendet wird, passiert nichts.',
  codeIgnoreNote:
    'Wenn Sie diesen Code nicht angefordert haben, können Sie diese E-Mail ignorieren. Geben Sie ihn niemals weiter.',
  loginSubject: (o) => `Bei ${o} anmelden`,
  loginBody: (o) => `Melden Sie sich über die Schaltfläche unten bei ${o} an.`,
  loginAction: 'Anmelden',
  signupSubject: (o) => `Schließen Sie Ihre Registrierung bei ${o} ab`,
  joinHeading: (o) => `${o} beitreten`,
  signupBody: (o) => `Bestätigen Sie Ihre E-Mail-Adresse, um Ihren Beitritt zu ${o} abzuschließen.`,
  signupAction: 'Bestätigen und beitreten',
  discoverySubject: (p) => `Bei ${p} anmelden`,
  discoveryBody: 'Bestätigen Sie über die Schaltfläche unten Ihre E-Mail-Adresse, um Ihre Organisationen zu sehen.',
  discoveryAction: 'Weiter',
  otpLogin: (t) => `Geben Sie diesen Code ein, um sich bei ${t} anzumelden.`,
  otpSignup: (t) => `Geben Sie diesen Code ein, um Ihre E-Mail-Adresse zu bestätigen und ${t} beizutreten.`,
  otpDiscovery: (t) => `Geben Sie diesen Code ein, um Ihre E-Mail-Adresse zu bestätigen und zu ${t} weiterzugehen.`,
  otpLoginSubject: (t) => `Ihr Anmeldecode für ${t}`,
  otpLoginHeading: 'Ihr Anmeldecode',
  otpVerification: 'Ihr Bestätigungscode',
  codeExpiry: (expiry) => `Er läuft in ${expiry} ab und funktioniert einmal.`,
  inviteSubject: (o) => `Sie sind eingeladen, ${o} beizutreten`,
  inviteBody: (i, o, p) => `${i} hat Sie eingeladen, ${o} auf ${p} beizutreten.`,
  inviteAccept: 'Nehmen Sie die Einladung über die Schaltfläche unten an.',
  inviteAction: 'Einladung annehmen',
  inviteFootnote: 'Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
  resetSubject: (o) => `Setzen Sie Ihr Passwort für ${o} zurück`,
  resetAsked: (a, o) => `Jemand hat angefordert, das Passwort von ${a} bei ${o} zurückzusetzen.`,
  resetChoose: 'Wählen Sie über die Schaltfläche unten ein neues Passwort.',
  resetAction: 'Passwort zurücksetzen',
  resetFootnote: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  verifySubject: (o) => `Bestätigen Sie Ihre E-Mail-Adresse für ${o}`,
  verifyHeading: 'Bestätigen Sie Ihre E-Mail-Adresse und legen Sie ein Passwort fest',
  verifyConfirm: (a, o) => `Bestätigen Sie, dass ${a} Ihre Adresse ist, und wählen Sie dann ein Passwort für ${o}.`,
  verifyUse: 'Verwenden Sie die Schaltfläche unten.',
  verifyAction: 'E-Mail bestätigen und Passwort festlegen',
  verifyFootnote:
    'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Solange der Link nicht verwendet wird, ändert sich nichts.',
  discoveryResetSubject: (p) => `Setzen Sie Ihr ${p}-Passwort zurück`,
  discoveryResetAsked: (a) =>
    `Jemand hat angefordert, das Passwort von ${a} zurückzusetzen. Das neue Passwort gilt für jede Organisation, der Sie mit dieser Adresse angehören.`,
};

const fr: EmailTexts = {
  pasteLink: 'Ou collez ce lien dans votre navigateur :',
  linkOnce: (expiry) => `Le lien ne fonctionne qu’une fois et expire dans ${expiry}.`,
  ignoreNote:
    'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail : rien ne se passe tant que le lien n’est pas utilisé.',
  codeIgnoreNote: 'Si vous n’avez pas demandé ce code, vous pouvez ignorer cet e-mail. Ne le communiquez jamais à personne.',
  loginSubject: (o) => `Connexion à ${o}`,
  loginBody: (o) => `Utilisez le bouton ci-dessous pour vous connecter à ${o}.`,
  loginAction: 'Se connecter',
  signupSubject: (o) => `Finalisez votre inscription à ${o}`,
  joinHeading: (o) => `Rejoindre ${o}`,
  signupBody: (o) => `Confirmez votre adresse e-mail pour finaliser votre arrivée dans ${o}.`,
  signupAction: 'Confirmer et rejoindre',
  discoverySubject: (p) => `Connexion à ${p}`,
  discoveryBody: 'Utilisez le bouton ci-dessous pour confirmer votre adresse e-mail et voir vos organisations.',
  discoveryAction: 'Continuer',
  otpLogin: (t) => `Saisissez ce code pour vous connecter à ${t}.`,
  otpSignup: (t) => `Saisissez ce code pour confirmer votre adresse e-mail et rejoindre ${t}.`,
  otpDiscovery: (t) => `Saisissez ce code pour confirmer votre adresse e-mail et continuer vers ${t}.`,
  otpLoginSubject: (t) => `Votre code de connexion pour ${t}`,
  otpLoginHeading: 'Votre code de connexion',
  otpVerification: 'Votre code de vérification',
  codeExpiry: (expiry) => `Il expire dans ${expiry} et ne fonctionne qu’une fois.`,
  inviteSubject: (o) => `Vous êtes invité à rejoindre ${o}`,
  inviteBody: (i, o, p) => `${i} vous invite à rejoindre ${o} sur ${p}.`,
  inviteAccept: 'Acceptez l’invitation avec le bouton ci-dessous.',
  inviteAction: 'Accepter l’invitation',
  inviteFootnote: 'Si vous n’attendiez pas cette invitation, vous pouvez ignorer cet e-mail.',
  resetSubject: (o) => `Réinitialisez votre mot de passe pour ${o}`,
  resetAsked: (a, o) => `Quelqu’un a demandé la réinitialisation du mot de passe de ${a} dans ${o}.`,
  resetChoose: 'Choisissez un nouveau mot de passe avec le bouton ci-dessous.',
  resetAction: 'Réinitialiser le mot de passe',
  resetFootnote: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  verifySubject: (o) => `Vérifiez votre adresse e-mail pour ${o}`,
  verifyHeading: 'Vérifiez votre adresse e-mail et définissez un mot de passe',
  verifyConfirm: (a, o) => `Confirmez que ${a} est bien votre adresse, puis choisissez un mot de passe pour ${o}.`,
  verifyUse: 'Utilisez le bouton ci-dessous.',
  verifyAction: 'Vérifier l’adresse et définir le mot de passe',
  verifyFootnote:
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne change tant que le lien n’est pas utilisé.',
  discoveryResetSubject: (p) => `Réinitialisez votre mot de passe ${p}`,
  discoveryResetAsked: (a) =>
    `Quelqu’un a demandé la réinitialisation du mot de passe de ${a}. Le nouveau mot de passe vaut pour toutes les organisations auxquelles vous appartenez avec cette adresse.`,
};

const es: EmailTexts = {
  pasteLink: 'O pega este enlace en tu navegador:',
  linkOnce: (expiry) => `El enlace solo funciona una vez y caduca en ${expiry}.`,
  ignoreNote: 'Si no lo has solicitado, puedes ignorar este correo: no pasará nada mientras no se use el enlace.',
  codeIgnoreNote: 'Si no has solicitado este código, puedes ignorar este correo. No lo compartas nunca con nadie.',
  loginSubject: (o) => `Inicia sesión en ${o}`,
  loginBody: (o) => `Usa el botón de abajo para iniciar sesión en ${o}.`,
  loginAction: 'Iniciar sesión',
  signupSubject: (o) => `Termina de registrarte en ${o}`,
  joinHeading: (o) => `Únete a ${o}`,
  signupBody: (o) => `Confirma tu dirección de correo electrónico para terminar de unirte a ${o}.`,
  signupAction: 'Confirmar y unirme',
  discoverySubject: (p) => `Inicia sesión en ${p}`,
  discoveryBody: 'Usa el botón de abajo para confirmar tu dirección de correo electrónico y ver tus organizaciones.',
  discoveryAction: 'Continuar',
  otpLogin: (t) => `Introduce este código para iniciar sesión en ${t}.`,
  otpSignup: (t) => `Introduce este código para confirmar tu dirección de correo electrónico y unirte a ${t}.`,
  otpDiscovery: (t) => `Introduce este código para confirmar tu dirección de correo electrónico y continuar a ${t}.`,
  otpLoginSubject: (t) => `Tu código de inicio de sesión para ${t}`,
  otpLoginHeading: 'Tu código de inicio de sesión',
  otpVerification: 'Tu código de verificación',
  codeExpiry: (expiry) => `Caduca en ${expiry} y solo funciona una vez.`,
  inviteSubject: (o) => `Te han invitado a unirte a ${o}`,
  inviteBody: (i, o, p) => `${i} te ha invitado a unirte a ${o} en ${p}.`,
  inviteAccept: 'Acepta la invitación con el botón de abajo.',
  inviteAction: 'Aceptar invitación',
  inviteFootnote: 'Si no esperabas esta invitación, puedes ignorar este correo.',
  resetSubject: (o) => `Restablece tu contraseña de ${o}`,
  resetAsked: (a, o) => `Alguien ha pedido restablecer la contraseña de ${a} en ${o}.`,
  resetChoose: 'Elige una nueva contraseña con el botón de abajo.',
  resetAction: 'Restablecer contraseña',
  resetFootnote: 'Si no lo has solicitado, ignora este correo: tu contraseña no cambiará.',
  verifySubject: (o) => `Verifica tu correo electrónico para ${o}`,
  verifyHeading: 'Verifica tu correo electrónico y establece una contraseña',
  verifyConfirm: (a, o) => `Confirma que ${a} es tu dirección y, después, elige una contraseña para ${o}.`,
  verifyUse: 'Usa el botón de abajo.',
  verifyAction: 'Verificar correo y establecer contraseña',
  verifyFootnote: 'Si no lo has solicitado, ignora este correo: nada cambiará mientras no se use el enlace.',
  discoveryResetSubject: (p) => `Restablece tu contraseña de ${p}`,
  discoveryResetAsked: (a) =>
    `Alguien ha pedido restablecer la contraseña de ${a}. La nueva contraseña se aplica a todas las organizaciones a las que perteneces con esta dirección.`,
};

const it: EmailTexts = {
  pasteLink: 'Oppure incolla questo link nel browser:',
  linkOnce: (expiry) => `Il link funziona una sola volta e scade tra ${expiry}.`,
  ignoreNote: 'Se non l’hai richiesto tu, puoi ignorare questa email: non succede nulla finché il link non viene usato.',
  codeIgnoreNote: 'Se non hai richiesto questo codice, puoi ignorare questa email. Non condividerlo mai con nessuno.',
  loginSubject: (o) => `Accedi a ${o}`,
  loginBody: (o) => `Usa il pulsante qui sotto per accedere a ${o}.`,
  loginAction: 'Accedi',
  signupSubject: (o) => `Completa la registrazione a ${o}`,
  joinHeading: (o) => `Unisciti a ${o}`,
  signupBody: (o) => `Conferma il tuo indirizzo email per completare l’ingresso in ${o}.`,
  signupAction: 'Conferma e unisciti',
  discoverySubject: (p) => `Accedi a ${p}`,
  discoveryBody: 'Usa il pulsante qui sotto per confermare il tuo indirizzo email e vedere le tue organizzazioni.',
  discoveryAction: 'Continua',
  otpLogin: (t) => `Inserisci questo codice per accedere a ${t}.`,
  otpSignup: (t) => `Inserisci questo codice per confermare il tuo indirizzo email e unirti a ${t}.`,
  otpDiscovery: (t) => `Inserisci questo codice per confermare il tuo indirizzo email e continuare su ${t}.`,
  otpLoginSubject: (t) => `Il tuo codice di accesso per ${t}`,
  otpLoginHeading: 'Il tuo codice di accesso',
  otpVerification: 'Il tuo codice di verifica',
  codeExpiry: (expiry) => `Scade tra ${expiry} e funziona una sola volta.`,
  inviteSubject: (o) => `Sei stato invitato a unirti a ${o}`,
  inviteBody: (i, o, p) => `${i} ti ha invitato a unirti a ${o} su ${p}.`,
  inviteAccept: 'Accetta l’invito con il pulsante qui sotto.',
  inviteAction: 'Accetta l’invito',
  inviteFootnote: 'Se non ti aspettavi questo invito, puoi ignorare questa email.',
  resetSubject: (o) => `Reimposta la password per ${o}`,
  resetAsked: (a, o) => `Qualcuno ha chiesto di reimpostare la password di ${a} in ${o}.`,
  resetChoose: 'Scegli una nuova password con il pulsante qui sotto.',
  resetAction: 'Reimposta la password',
  resetFootnote: 'Se non l’hai richiesto tu, ignora questa email: la tua password resta invariata.',
  verifySubject: (o) => `Verifica la tua email per ${o}`,
  verifyHeading: 'Verifica la tua email e imposta una password',
  verifyConfirm: (a, o) => `Conferma che ${a} è il tuo indirizzo, poi scegli una password per ${o}.`,
  verifyUse: 'Usa il pulsante qui sotto.',
  verifyAction: 'Verifica l’email e imposta la password',
  verifyFootnote: 'Se non l’hai richiesto tu, ignora questa email: non cambia nulla finché il link non viene usato.',
  discoveryResetSubject: (p) => `Reimposta la tua password di ${p}`,
  discoveryResetAsked: (a) =>
    `Qualcuno ha chiesto di reimpostare la password di ${a}. La nuova password vale per tutte le organizzazioni a cui appartieni con questo indirizzo.`,
};

const ptBR: EmailTexts = {
  pasteLink: 'Ou cole este link no seu navegador:',
  linkOnce: (expiry) => `O link funciona uma vez e expira em ${expiry}.`,
  ignoreNote: 'Se você não pediu isso, pode ignorar este e-mail: nada acontece enquanto o link não for usado.',
  codeIgnoreNote: 'Se você não pediu este código, pode ignorar este e-mail. Nunca compartilhe o código com ninguém.',
  loginSubject: (o) => `Entre em ${o}`,
  loginBody: (o) => `Use o botão abaixo para entrar em ${o}.`,
  loginAction: 'Entrar',
  signupSubject: (o) => `Conclua seu cadastro em ${o}`,
  joinHeading: (o) => `Participe de ${o}`,
  signupBody: (o) => `Confirme seu endereço de e-mail para concluir sua entrada em ${o}.`,
  signupAction: 'Confirmar e participar',
  discoverySubject: (p) => `Entre em ${p}`,
  discoveryBody: 'Use o botão abaixo para confirmar seu endereço de e-mail e ver suas organizações.',
  discoveryAction: 'Continuar',
  otpLogin: (t) => `Digite este código para entrar em ${t}.`,
  otpSignup: (t) => `Digite este código para confirmar seu endereço de e-mail e participar de ${t}.`,
  otpDiscovery: (t) => `Digite este código para confirmar seu endereço de e-mail e continuar para ${t}.`,
  otpLoginSubject: (t) => `Seu código de acesso para ${t}`,
  otpLoginHeading: 'Seu código de acesso',
  otpVerification: 'Seu código de verificação',
  codeExpiry: (expiry) => `Ele expira em ${expiry} e funciona uma vez.`,
  inviteSubject: (o) => `Você foi convidado para participar de ${o}`,
  inviteBody: (i, o, p) => `${i} convidou você para participar de ${o} no ${p}.`,
  inviteAccept: 'Aceite o convite com o botão abaixo.',
  inviteAction: 'Aceitar convite',
  inviteFootnote: 'Se você não esperava este convite, pode ignorar este e-mail.',
  resetSubject: (o) => `Redefina sua senha de ${o}`,
  resetAsked: (a, o) => `Alguém pediu para redefinir a senha de ${a} em ${o}.`,
  resetChoose: 'Escolha uma nova senha com o botão abaixo.',
  resetAction: 'Redefinir senha',
  resetFootnote: 'Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.',
  verifySubject: (o) => `Confirme seu e-mail para ${o}`,
  verifyHeading: 'Confirme seu e-mail e defina uma senha',
  verifyConfirm: (a, o) => `Confirme que ${a} é o seu endereço e depois escolha uma senha para ${o}.`,
  verifyUse: 'Use o botão abaixo.',
  verifyAction: 'Confirmar e-mail e definir senha',
  verifyFootnote: 'Se você não pediu isso, ignore este e-mail: nada muda enquanto o link não for usado.',
  discoveryResetSubject: (p) => `Redefina sua senha do ${p}`,
  discoveryResetAsked: (a) =>
    `Alguém pediu para redefinir a senha de ${a}. A nova senha vale para todas as organizações das quais você faz parte com este endereço.`,
};

const ja: EmailTexts = {
  pasteLink: 'または、このリンクをブラウザーに貼り付けてください:',
  linkOnce: (expiry) => `このリンクは 1 回だけ使用でき、${expiry}で有効期限が切れます。`,
  ignoreNote: 'お心当たりがない場合は、このメールを無視してください。リンクが使われない限り何も起こりません。',
  codeIgnoreNote: 'このコードをリクエストしていない場合は、このメールを無視してください。コードは誰にも教えないでください。',
  loginSubject: (o) => `${o} へのログイン`,
  loginBody: (o) => `下のボタンから ${o} にログインしてください。`,
  loginAction: 'ログイン',
  signupSubject: (o) => `${o} への登録を完了してください`,
  joinHeading: (o) => `${o} に参加`,
  signupBody: (o) => `メールアドレスを確認して、${o} への参加を完了してください。`,
  signupAction: '確認して参加',
  discoverySubject: (p) => `${p} へのログイン`,
  discoveryBody: '下のボタンからメールアドレスを確認すると、所属する組織が表示されます。',
  discoveryAction: '続ける',
  otpLogin: (t) => `${t} にログインするには、このコードを入力してください。`,
  otpSignup: (t) => `メールアドレスを確認して ${t} に参加するには、このコードを入力してください。`,
  otpDiscovery: (t) => `メールアドレスを確認して ${t} に進むには、このコードを入力してください。`,
  otpLoginSubject: (t) => `${t} のログインコード`,
  otpLoginHeading: 'ログインコード',
  otpVerification: '確認コード',
  codeExpiry: (expiry) => `このコードは${expiry}で有効期限が切れ、1 回だけ使用できます。`,
  inviteSubject: (o) => `${o} への招待が届いています`,
  inviteBody: (i, o, p) => `${i} さんから、${p} の ${o} に招待されました。`,
  inviteAccept: '下のボタンから招待を承諾してください。',
  inviteAction: '招待を承諾',
  inviteFootnote: 'この招待にお心当たりがない場合は、このメールを無視してください。',
  resetSubject: (o) => `${o} のパスワードの再設定`,
  resetAsked: (a, o) => `${o} における ${a} のパスワードの再設定がリクエストされました。`,
  resetChoose: '下のボタンから新しいパスワードを設定してください。',
  resetAction: 'パスワードを再設定',
  resetFootnote: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  verifySubject: (o) => `${o} のメールアドレスの確認`,
  verifyHeading: 'メールアドレスを確認してパスワードを設定',
  verifyConfirm: (a, o) => `${a} があなたのアドレスであることを確認してから、${o} のパスワードを設定してください。`,
  verifyUse: '下のボタンを使用してください。',
  verifyAction: 'メールアドレスを確認してパスワードを設定',
  verifyFootnote: 'お心当たりがない場合は、このメールを無視してください。リンクが使われない限り何も変わりません。',
  discoveryResetSubject: (p) => `${p} のパスワードの再設定`,
  discoveryResetAsked: (a) =>
    `${a} のパスワードの再設定がリクエストされました。新しいパスワードは、このアドレスで所属するすべての組織に適用されます。`,
};

export const EMAIL_TEXTS: Record<EmailLocale, EmailTexts> = { en, de, fr, es, it, 'pt-BR': ptBR, ja };

/** The texts of a call's locale (emailLocale). */
export const emailTexts = (tag: string | undefined): { locale: EmailLocale; texts: EmailTexts } => {
  const locale = emailLocale(tag);
  return { locale, texts: EMAIL_TEXTS[locale] };
};

/** "10 minutes", "2 Stunden", "7 jours", "10 分": an amount of a unit, in the locale's words and plural. */
export const durationText = (locale: EmailLocale, amount: number, unit: 'minute' | 'hour' | 'day'): string =>
  new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
