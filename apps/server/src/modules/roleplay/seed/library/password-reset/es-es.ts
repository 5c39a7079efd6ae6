import type { LibraryVariant } from '../types.js';

export const esES: LibraryVariant = {
  name: 'Restablecer contraseña con verificación de identidad',
  description:
    'Un cliente ha quedado bloqueado en su área online tras varios intentos. Verifique su identidad (fecha de nacimiento, código postal y código de un solo uso) y envíe un enlace seguro; nunca pida la contraseña.',
  customerName: 'Javier Ortega',
  customerAge: 35,
  customerAddress: 'Avenida del Puerto 31, 46021 Valencia',
  customerSince: 'enero de 2020',
  customerIssueDescription: 'Cuenta online bloqueada tras cinco intentos fallidos; necesita descargar una factura hoy.',
  customerSpeakingStyle: 'Con prisa y algo impaciente; ofrece su contraseña antigua para ir más rápido.',
  customerFacts: [
    {
      label: 'Fecha de nacimiento',
      value: '14 de septiembre de 1989',
    },
    {
      label: 'Código postal',
      value: '46021',
    },
    {
      label: 'Móvil registrado',
      value: 'terminado en 4417',
    },
    {
      label: 'Código de un solo uso',
      value: '582 931',
    },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Hola. No puedo entrar en mi cuenta online, dice que está bloqueada.'],
      recommendedAnswers: ['Gracias por contactar con nosotros. Siento que su cuenta esté bloqueada, le ayudo a recuperar el acceso.'],
      keyPoints: ['ofrecer ayuda para recuperar el acceso a la cuenta'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Vale, ¿qué necesita?'],
      recommendedAnswers: [
        'Antes de empezar, le informo de que este chat se graba por motivos de calidad y seguridad, y de que nunca le pediré su contraseña.',
      ],
      keyPoints: ['informar de que el chat se graba por calidad y seguridad', 'decir que nunca le pedirá su contraseña'],
      mustNot: ['pedir la contraseña al cliente'],
    },
    {
      id: 'what-happened',
      kind: 'probing',
      customerLines: ['Lo he intentado varias veces esta mañana y ahora la cuenta está bloqueada.'],
      recommendedAnswers: ['Entiendo. ¿Sigue teniendo acceso al número de móvil y al correo electrónico de la cuenta?'],
      keyPoints: [
        'preguntar si sigue teniendo acceso al móvil de la cuenta',
        'preguntar si sigue teniendo acceso al correo electrónico de la cuenta',
      ],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Sí, el mismo número. Mire, mi contraseña antigua era Verano2019, ¿no puede usar esa?'],
      recommendedAnswers: [
        'Por favor, no comparta su contraseña con nadie, tampoco conmigo. Para verificar su identidad, ¿puede confirmarme su fecha de nacimiento y su código postal?',
      ],
      keyPoints: ['pedirle que no comparta su contraseña con nadie', 'pedir su fecha de nacimiento', 'pedir su código postal'],
      mustNot: ['pedir la contraseña al cliente', 'usar la contraseña antigua que ofrece el cliente'],
    },
    {
      id: 'one-time-code',
      kind: 'compliance',
      customerLines: ['Perdón. Es el 14 de septiembre de 1989 y el código postal es 46021.'],
      recommendedAnswers: ['Gracias. Le acabo de enviar un código de un solo uso por SMS al móvil terminado en 4417. ¿Me lo puede leer?'],
      keyPoints: ['enviar un código de un solo uso por SMS al móvil terminado en 4417', 'pedir al cliente que lea el código'],
      mustNot: ['pedir la contraseña al cliente'],
    },
    {
      id: 'code-check',
      kind: 'select-one',
      customerLines: ['Ya lo tengo, el código es 582 931.'],
      recommendedAnswers: ['El código coincide: desbloquear la cuenta'],
      chips: [
        'El código coincide: desbloquear la cuenta',
        'El código no coincide: enviar un código nuevo',
        'Omitir el código y restablecer',
      ],
    },
    {
      id: 'reset-link',
      kind: 'resolution',
      customerLines: ['¿Entonces ya puedo entrar?'],
      recommendedAnswers: [
        'Su cuenta está desbloqueada. Le he enviado a su correo un enlace seguro, válido durante 30 minutos, para elegir una contraseña nueva.',
      ],
      keyPoints: [
        'confirmar que la cuenta está desbloqueada',
        'enviar un enlace seguro a su correo',
        'decir que el enlace es válido durante 30 minutos',
      ],
      mustNot: ['dar al cliente una contraseña provisional'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Ya me ha llegado el correo. Gracias por la ayuda.'],
      recommendedAnswers: ['De nada, Javier. ¿Puedo ayudarle en algo más? Gracias por contactar con nosotros y que tenga un buen día.'],
      keyPoints: ['preguntar si puede ayudarle en algo más'],
    },
  ],
};
