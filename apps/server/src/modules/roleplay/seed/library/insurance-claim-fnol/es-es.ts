import type { LibraryVariant } from '../types.js';

export const esES: LibraryVariant = {
  name: 'Siniestro de automóvil: primera declaración',
  description:
    'Un asegurado llama justo después de que le golpearan por detrás en un semáforo. Compruebe que todos están bien, verifique la póliza, recoja los hechos y abra el siniestro con pasos claros.',
  customerName: 'Daniel Navarro',
  customerAge: 29,
  customerAddress: 'Calle Mayor 12, 3.º B, 50001 Zaragoza',
  customerSince: 'agosto de 2021',
  customerIssueDescription:
    'Le golpearon por detrás en un semáforo en el paseo de la Independencia a las 8:15; parachoques y maletero dañados, el coche circula.',
  customerSpeakingStyle: 'Nervioso y habla deprisa; se tranquiliza cuando el agente es claro y ordenado.',
  customerFacts: [
    {
      label: 'Número de póliza',
      value: 'AUT-448210-7',
    },
    {
      label: 'Vehículo',
      value: 'Seat León de 2019, matrícula 2291 KXR',
    },
    {
      label: 'Otra conductora',
      value: 'Marta Gil, parte amistoso firmado',
    },
    {
      label: 'Parte',
      value: 'Declaración amistosa firmada por ambos conductores',
    },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Hola, acabo de tener un accidente y necesito dar un parte.'],
      recommendedAnswers: ['Gracias por su llamada. Siento mucho lo del accidente; estoy aquí para ayudarle con el parte.'],
      keyPoints: ['decir que siente lo del accidente', 'ofrecer ayuda con el parte'],
    },
    {
      id: 'safety',
      kind: 'probing',
      customerLines: ['Me han dado por detrás en un semáforo. Todavía estoy un poco temblando.'],
      recommendedAnswers: ['Antes de nada, ¿usted y las demás personas implicadas están bien? ¿Alguien necesita atención médica?'],
      keyPoints: ['preguntar si todas las personas implicadas están bien', 'preguntar si alguien necesita atención médica'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Nadie está herido, estoy bien. Estoy aparcado en una gasolinera.'],
      recommendedAnswers: [
        'Me alegro de que todos estén bien. Le informo de que esta llamada se graba y lo que me cuente se usará para valorar el siniestro.',
      ],
      keyPoints: ['informar de que la llamada se graba', 'decir que lo que cuente se usará para valorar el siniestro'],
    },
    {
      id: 'verify-policy',
      kind: 'compliance',
      customerLines: ['Vale. ¿Qué necesita?'],
      recommendedAnswers: ['¿Me puede dar su número de póliza y confirmar su fecha de nacimiento para verificar la póliza?'],
      keyPoints: ['pedir el número de póliza', 'pedir la fecha de nacimiento'],
      mustNot: ['pedir la contraseña del área de clientes'],
    },
    {
      id: 'what-happened',
      kind: 'probing',
      customerLines: ['Es AUT-448210-7, y nací el 9 de mayo de 1995.'],
      recommendedAnswers: [
        'Gracias, Daniel, su póliza está verificada. ¿Me cuenta cuándo y dónde ocurrió el accidente y qué daños tiene el coche?',
      ],
      keyPoints: [
        'confirmar que la póliza está verificada',
        'preguntar cuándo y dónde ocurrió el accidente',
        'preguntar qué daños tiene el coche',
      ],
    },
    {
      id: 'other-party',
      kind: 'probing',
      customerLines: [
        'Sobre las 8:15, en el paseo de la Independencia. Estaba parado en el semáforo y me dio en el parachoques. El maletero no cierra bien.',
      ],
      recommendedAnswers: ['¿Rellenaron la declaración amistosa con la otra conductora?'],
      keyPoints: ['preguntar si rellenaron la declaración amistosa con la otra conductora'],
      mustNot: ['decir al asegurado quién tiene la culpa'],
    },
    {
      id: 'drivable',
      kind: 'select-one',
      customerLines: ['Sí, la rellenamos y la firmamos. El coche todavía circula.'],
      recommendedAnswers: ['Circula: pedir cita en un taller concertado'],
      chips: ['Circula: pedir cita en un taller concertado', 'No circula: enviar una grúa', 'Cerrar la llamada sin parte'],
    },
    {
      id: 'open-claim',
      kind: 'resolution',
      customerLines: ['¿Y ahora qué pasa?'],
      recommendedAnswers: [
        'He abierto su siniestro con el número CLM-20931. Un taller concertado le llamará en un día laborable para la reparación, y su póliza incluye coche de sustitución mientras dure.',
      ],
      keyPoints: [
        'dar el número de siniestro CLM-20931',
        'decir que un taller concertado le llamará en un día laborable',
        'decir que la póliza incluye coche de sustitución durante la reparación',
      ],
      mustNot: ['prometer una cantidad de indemnización antes de la peritación'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Vale, esto me ayuda mucho. Gracias.'],
      recommendedAnswers: [
        'De nada, Daniel. Recibirá un SMS con el número de siniestro. ¿Puedo ayudarle en algo más? Cuídese y conduzca con prudencia.',
      ],
      keyPoints: ['decir que recibirá un SMS con el número de siniestro', 'preguntar si puede ayudarle en algo más'],
    },
  ],
};
