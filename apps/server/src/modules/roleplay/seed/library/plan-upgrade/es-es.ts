import type { LibraryVariant } from '../types.js';

export const esES: LibraryVariant = {
  name: 'Llamada saliente: cambio de tarifa por exceso de datos',
  description:
    'Llame a un cliente que lleva tres meses comprando bonos extra de datos. Presente la llamada, verifique su identidad, entienda su consumo y recomiende una tarifa que le ahorre dinero, sin presionar.',
  customerName: 'Sergio López',
  customerAge: 38,
  customerAddress: 'Calle Colón 12, 46004 Valencia',
  customerSince: 'octubre de 2018',
  customerIssueDescription:
    'Tarifa de 10 GB por 20 € al mes; ha pagado entre 15 € y 25 € en bonos extra de datos cada uno de los últimos tres meses.',
  customerSpeakingStyle: 'Desconfía al principio de las llamadas comerciales; se anima cuando el agente le enseña cuánto ahorraría.',
  customerFacts: [
    { label: 'Tarifa actual', value: '10 GB, 20 € al mes' },
    { label: 'Consumo medio', value: '17 GB al mes, sobre todo vídeo en el tren' },
    { label: 'Tarifa recomendada', value: 'Tarifa Ilimitada, 28 € al mes, sin permanencia' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['¿Sí?'],
      recommendedAnswers: [
        'Buenos días, le llamo del servicio de atención al cliente de su compañía móvil. ¿Hablo con Sergio López? Le llamo por su consumo de datos de los últimos meses.',
      ],
      keyPoints: [
        'presentarse como atención al cliente de la compañía móvil',
        'comprobar que habla con Sergio López',
        'decir que llama por su consumo de datos',
      ],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Sí, soy yo. ¿Es una llamada comercial?'],
      recommendedAnswers: [
        'Le llamo para ayudarle a evitar cargos extra. Esta llamada se graba con fines de calidad y formación; ¿le viene bien hablar unos minutos ahora?',
      ],
      keyPoints: ['informar de que la llamada se graba', 'preguntar si le viene bien hablar ahora'],
    },
    {
      id: 'verify-identity',
      kind: 'compliance',
      customerLines: ['Bueno, adelante.'],
      recommendedAnswers: [
        'Gracias. Antes de hablar de su cuenta, ¿me puede confirmar su fecha de nacimiento y el código postal que figura en la cuenta?',
      ],
      keyPoints: ['pedir la fecha de nacimiento', 'pedir el código postal de la cuenta'],
      mustNot: ['pedir la contraseña o el PIN de la cuenta'],
    },
    {
      id: 'usage',
      kind: 'probing',
      customerLines: ['El 21 de julio de 1986, y el código postal es el 46004.'],
      recommendedAnswers: [
        'Gracias, Sergio. Veo que ha superado sus 10 GB en los últimos tres meses. ¿Me cuenta para qué usa sobre todo los datos?',
      ],
      keyPoints: ['decir que ha superado sus 10 GB en los últimos tres meses', 'preguntar para qué usa sobre todo los datos'],
    },
    {
      id: 'recommend',
      kind: 'resolution',
      customerLines: ['Sobre todo para ver series en el tren al trabajo. Los bonos extra ya me tienen un poco harto, la verdad.'],
      recommendedAnswers: [
        'Tiene sentido. Con la Tarifa Ilimitada por 28 € al mes no volvería a pagar bonos extra. Últimamente ha pagado entre 35 € y 45 € al mes, así que se ahorraría unos 12 € al mes.',
      ],
      keyPoints: [
        'recomendar la Tarifa Ilimitada por 28 € al mes',
        'decir que no volvería a pagar bonos extra',
        'decir que se ahorraría unos 12 € al mes',
      ],
      mustNot: ['presionar al cliente para que decida ahora mismo', 'decir que la nueva tarifa no cuesta nada más'],
    },
    {
      id: 'choice',
      kind: 'select-one',
      customerLines: ['Vale, eso suena mejor. ¿Cuándo empezaría?'],
      recommendedAnswers: ['Desde el inicio de su próximo ciclo de facturación'],
      chips: ['Desde el inicio de su próximo ciclo de facturación', 'Con efecto retroactivo desde el mes pasado', 'Dentro de seis meses'],
    },
    {
      id: 'terms',
      kind: 'compliance',
      customerLines: ['Pues adelante.'],
      recommendedAnswers: [
        'Perfecto. Le confirmo: Tarifa Ilimitada por 28 € al mes IVA incluido, desde su próximo ciclo de facturación, sin permanencia, y puede cambiar de tarifa cuando quiera. ¿Está de acuerdo con este cambio?',
      ],
      keyPoints: [
        'confirmar la Tarifa Ilimitada por 28 € al mes IVA incluido',
        'decir que empieza en el próximo ciclo de facturación',
        'decir que no hay permanencia',
        'decir que puede cambiar de tarifa cuando quiera',
        'preguntar si está de acuerdo con el cambio',
      ],
      mustNot: ['decir que hay una permanencia obligatoria de 24 meses'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Sí, de acuerdo.'],
      recommendedAnswers: [
        'Gracias, Sergio. Recibirá la confirmación por SMS y por correo electrónico. ¿Puedo ayudarle en algo más? Que tenga un buen día.',
      ],
      keyPoints: ['decir que recibirá la confirmación por SMS y correo electrónico', 'preguntar si puede ayudarle en algo más'],
    },
  ],
};
