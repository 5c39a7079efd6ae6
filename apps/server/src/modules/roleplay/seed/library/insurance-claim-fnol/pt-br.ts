import type { LibraryVariant } from '../types.js';

export const ptBR: LibraryVariant = {
  name: 'Sinistro de auto: primeiro aviso',
  description:
    'Um segurado liga logo depois de ter o carro atingido na traseira em um semáforo fechado. Confirme se todos estão bem, valide a apólice, registre o ocorrido e abra o sinistro com próximos passos claros.',
  customerName: 'Lucas Oliveira',
  customerAge: 29,
  customerAddress: 'Rua Augusta, 1500, apto 4B, Consolação, São Paulo – SP, 01304-001',
  customerSince: 'agosto de 2021',
  customerIssueDescription:
    'Carro atingido na traseira em um semáforo fechado na Avenida Paulista às 8h15 de hoje; para-choque e porta-malas danificados, o carro está rodando.',
  customerSpeakingStyle: 'Abalado e falando rápido; se acalma quando o atendente passa segurança e conduz com organização.',
  customerFacts: [
    { label: 'Número da apólice', value: 'AUT-448210-7' },
    { label: 'Veículo', value: 'Hyundai HB20 2019, placa FXR-2G91' },
    { label: 'Outra motorista', value: 'Camila Souza, segurada em outra seguradora' },
    { label: 'Boletim de ocorrência', value: 'BO nº 24-118734' },
  ],
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Oi, acabei de bater o carro e preciso abrir um sinistro.'],
      recommendedAnswers: ['Obrigado por ligar. Sinto muito pelo acidente; estou aqui para te ajudar com o sinistro.'],
      keyPoints: ['dizer que sente muito pelo acidente', 'oferecer ajuda com o sinistro'],
    },
    {
      id: 'safety',
      kind: 'probing',
      customerLines: ['Bateram na traseira do meu carro no semáforo. Ainda estou meio tremendo.'],
      recommendedAnswers: ['Antes de tudo, você e as outras pessoas envolvidas estão bem? Alguém precisa de atendimento médico?'],
      keyPoints: ['perguntar se todos os envolvidos estão bem', 'perguntar se alguém precisa de atendimento médico'],
    },
    {
      id: 'disclaimer',
      kind: 'disclaimer',
      customerLines: ['Ninguém se machucou, eu estou bem. Parei num posto de gasolina.'],
      recommendedAnswers: [
        'Que bom que todos estão bem. Informo que esta ligação é gravada e que as informações que você me passar serão usadas na análise do sinistro.',
      ],
      keyPoints: ['informar que a ligação é gravada', 'dizer que as informações serão usadas na análise do sinistro'],
    },
    {
      id: 'verify-policy',
      kind: 'compliance',
      customerLines: ['Claro. Do que você precisa?'],
      recommendedAnswers: ['Pode me passar o número da sua apólice e confirmar sua data de nascimento para eu validar a apólice?'],
      keyPoints: ['pedir o número da apólice', 'pedir a data de nascimento'],
      mustNot: ['pedir a senha do aplicativo ou da área do cliente'],
    },
    {
      id: 'what-happened',
      kind: 'probing',
      customerLines: ['É AUT-448210-7, e eu nasci em 9 de maio de 1995.'],
      recommendedAnswers: [
        'Obrigado, Lucas, sua apólice está validada. Pode me contar quando e onde aconteceu o acidente e o que foi danificado?',
      ],
      keyPoints: ['confirmar que a apólice foi validada', 'perguntar quando e onde aconteceu o acidente', 'perguntar o que foi danificado'],
    },
    {
      id: 'other-party',
      kind: 'probing',
      customerLines: [
        'Umas 8h15, na Avenida Paulista. Eu estava parado no semáforo e ela bateu no meu para-choque. O porta-malas não fecha direito.',
      ],
      recommendedAnswers: ['Vocês trocaram dados com a outra motorista, e foi feito boletim de ocorrência?'],
      keyPoints: ['perguntar se trocaram dados com a outra motorista', 'perguntar se foi feito boletim de ocorrência'],
      mustNot: ['dizer ao segurado de quem é a culpa'],
    },
    {
      id: 'drivable',
      kind: 'select-one',
      customerLines: ['Sim, trocamos os dados, e fiz o BO, número 24-118734. O carro ainda está rodando.'],
      recommendedAnswers: ['Rodando: agendar o reparo em uma oficina referenciada'],
      chips: [
        'Rodando: agendar o reparo em uma oficina referenciada',
        'Sem condições de rodar: enviar um guincho',
        'Encerrar a ligação sem abrir sinistro',
      ],
    },
    {
      id: 'open-claim',
      kind: 'resolution',
      customerLines: ['E agora, o que acontece?'],
      recommendedAnswers: [
        'Abri o seu sinistro, número CLM-20931. Uma oficina referenciada vai te ligar em até 1 dia útil para agendar o reparo, e a sua apólice inclui carro reserva enquanto o seu estiver na oficina.',
      ],
      keyPoints: [
        'informar o número do sinistro CLM-20931',
        'dizer que uma oficina referenciada liga em até 1 dia útil',
        'dizer que a apólice inclui carro reserva durante o reparo',
      ],
      mustNot: ['prometer um valor de indenização antes da vistoria'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Tá, isso ajuda muito. Obrigado.'],
      recommendedAnswers: [
        'Por nada, Lucas. Você vai receber um SMS com o número do sinistro. Posso ajudar em mais alguma coisa? Se cuida e dirija com cuidado.',
      ],
      keyPoints: ['dizer que um SMS com o número do sinistro vai chegar', 'perguntar se pode ajudar em mais alguma coisa'],
    },
  ],
};
