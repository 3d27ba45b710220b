//! Backward graphs (seed `003_…`): a graph of typed tokens — forward ops, their backward rules,
//! parameter-gradient outputs — whose denotation [`den`] runs each token through the same rule
//! function the witnesses use, so a graph built for a network's backward can be held equal to
//! the network's witness backward, stage by stage.
//!
//! Values are referred to as [`Port`]s: a node and one of its outputs (a backward rule such as
//! the dense layer's gives the input cotangent and the parameter gradients at once).

pub mod build;
mod den;
pub mod stablehlo;
mod token;

pub use den::den;
pub use token::Token;

use crate::error::{Error, Result};

/// One output of one node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Port {
    /// The node.
    pub node: usize,
    /// Which of its outputs.
    pub output: usize,
}

/// A graph in SSA form: nodes in order, each a token over earlier ports, with the shapes of
/// every node's outputs (inferred, and checked, as each node joins).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Graph {
    nodes: Vec<Token>,
    shapes: Vec<Vec<Vec<usize>>>,
}

impl Graph {
    /// An empty graph.
    pub fn new() -> Self {
        Self::default()
    }

    /// The nodes, in order.
    pub fn nodes(&self) -> &[Token] {
        &self.nodes
    }

    /// The shape of `port`'s value; an error if there is no such port.
    pub fn shape(&self, port: Port) -> Result<&[usize]> {
        self.shapes
            .get(port.node)
            .and_then(|outputs| outputs.get(port.output))
            .map(Vec::as_slice)
            .ok_or_else(|| {
                Error::invalid(
                    "graph",
                    format!("port {}.{} is not an output of the graph", port.node, port.output),
                )
            })
    }

    /// Adds `token`; an error if it reads a port that is not an earlier node's output, or if
    /// the shapes it reads do not fit it (the message names the node and its kind).
    pub fn push(&mut self, token: Token) -> Result<usize> {
        let node = self.nodes.len();
        let mut inputs = Vec::new();
        for port in token.inputs() {
            inputs.push(self.shape(port).map_err(|_| {
                Error::invalid(
                    "graph",
                    format!(
                        "node {node} ({}) reads port {}.{}, which is not an earlier output",
                        token.kind(),
                        port.node,
                        port.output
                    ),
                )
            })?);
        }
        let shapes = token
            .shapes(&inputs)
            .map_err(|e| Error::invalid("graph", format!("node {node}: {e}")))?;
        self.nodes.push(token);
        self.shapes.push(shapes);
        Ok(node)
    }

    /// Adds an input named `name` of `shape` and returns its port.
    pub fn input(&mut self, name: impl Into<String>, shape: &[usize]) -> Result<Port> {
        self.value(Token::Input {
            name: name.into(),
            shape: shape.to_vec(),
        })
    }

    /// The inputs, in node order: name, shape and port.
    pub fn inputs(&self) -> impl Iterator<Item = (&str, &[usize], Port)> {
        self.nodes.iter().enumerate().filter_map(|(node, token)| match token {
            Token::Input { name, shape } => Some((name.as_str(), shape.as_slice(), Port { node, output: 0 })),
            _ => None,
        })
    }

    /// Adds a single-output `token` and returns its port.
    pub fn value(&mut self, token: Token) -> Result<Port> {
        Ok(Port {
            node: self.push(token)?,
            output: 0,
        })
    }
}
