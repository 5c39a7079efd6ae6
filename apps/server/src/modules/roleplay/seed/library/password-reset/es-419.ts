import type { LibraryVariant } from '../types.js';

export const es419: LibraryVariant = {
  name: 'Restablecer contraseña con verificación de identidad',
  description:
    'Un cliente quedó bloqueado en su cuenta en línea después de varios intentos. Verifique su identidad (fecha de nacimiento, código postal y código de un solo uso) y envíe un enlace seguro; nunca pida la contraseña.',
  customerName: 'Alejandro Fuentes',
  customerAge: 35,
  customerAddress: 'Av. Insurgentes Sur 1602, Col. Crédito Constructor, 03940 Ciudad de México',
  customerSince: 'enero de 2020',
  customerIssueDescription: 'Cuenta en línea bloqueada tras cinco intentos fallidos; necesita descargar una factura hoy.',
  customerSpeakingStyle: 'Con prisa y algo impaciente; ofrece su contraseña anterior para que todo sea más rápido.',
  customerFacts: [
    { label: 'Fecha de nacimiento', value: '14 de septiembre de 1989' },
    { label: 'Código postal', value: '03940' },
    { label: 'Celular registrado', value: 'terminación 4417' },
    { label: 'Código de un solo uso', value: '582 931' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Hola. No puedo entrar a mi cuenta en línea, me dice que está bloqueada.'],
      recommendedAnswers: [
        'Gracias por comunicarse con nosotros. Lamento que su cuenta esté bloqueada; con gusto le ayudo a recuperar el acceso.',
      ],
      keyPoints: ['ofrecer ayuda para recuperar el acceso a la cuenta'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Está bien, ¿qué necesita?'],
      recommendedAnswers: [
        'Antes de empezar, le informo que este chat se graba por motivos de calidad y seguridad, y que nunca le voy a pedir su contraseña.',
      ],
      keyPoints: ['informar que el chat se graba por calidad y seguridad', 'decir que nunca le pedirá su contraseña'],
      mustNot: ['pedirle la contraseña al cliente'],
    },
    {
      id: 'what-happened',
      kind: 'probing',
      customerLines: ['Lo intenté varias veces en la mañana y ahora dice que la cuenta está bloqueada.'],
      recommendedAnswers: ['Entiendo. ¿Todavía tiene acceso al número de celular y al correo electrónico registrados en la cuenta?'],
      keyPoints: [
        'preguntar si todavía tiene acceso al celular registrado en la cuenta',
        'preguntar si todavía tiene acceso al correo electrónico de la cuenta',
      ],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Sí, es el mismo número. Mire, mi contraseña anterior era Verano2019, ¿no puede usar esa?'],
      recommendedAnswers: [
        'Por favor, no comparta su contraseña con nadie, ni siquiera conmigo. Para verificar su identidad, ¿me puede confirmar su fecha de nacimiento y su código postal?',
      ],
      keyPoints: ['pedirle que no comparta su contraseña con nadie', 'pedir su fecha de nacimiento', 'pedir su código postal'],
      mustNot: ['pedirle la contraseña al cliente', 'usar la contraseña anterior que ofrece el cliente'],
    },
    {
      id: 'one-time-code',
      kind: 'compliance',
      customerLines: ['Perdón. Es el 14 de septiembre de 1989 y el código postal es 03940.'],
      recommendedAnswers: [
        'Gracias. Le acabo de enviar un código de un solo uso por SMS al celular con terminación 4417. ¿Me lo puede leer, por favor?',
      ],
      keyPoints: ['enviar un código de un solo uso por SMS al celular con terminación 4417', 'pedirle al cliente que lea el código'],
      mustNot: ['pedirle la contraseña al cliente'],
    },
    {
      id: 'code-check',
      kind: 'select-one',
      customerLines: ['Ya me llegó, el código es 582 931.'],
      recommendedAnswers: ['El código coincide: desbloquear la cuenta'],
      chips: [
        'El código coincide: desbloquear la cuenta',
        'El código no coincide: enviar un código nuevo',
        'Omitir el código y restablecer la contraseña',
      ],
    },
    {
      id: 'reset-link',
      kind: 'resolution',
      customerLines: ['¿Entonces ya puedo entrar?'],
      recommendedAnswers: [
        'Su cuenta ya está desbloqueada. Le envié a su correo electrónico un enlace seguro, válido por 30 minutos, para que elija una contraseña nueva.',
      ],
      keyPoints: [
        'confirmar que la cuenta está desbloqueada',
        'enviar un enlace seguro a su correo electrónico',
        'decir que el enlace es válido por 30 minutos',
      ],
      mustNot: ['darle al cliente una contraseña temporal'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Ya me llegó el correo. Gracias por la ayuda.'],
      recommendedAnswers: [
        'Con gusto, Alejandro. ¿Hay algo más en lo que le pueda ayudar? Gracias por comunicarse con nosotros, que tenga un excelente día.',
      ],
      keyPoints: ['preguntar si hay algo más en lo que pueda ayudar'],
    },
  ],
};
