import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from "sequelize";

/** Server-side session storage: the cookie carries only `sid`. */
export class Session extends Model<InferAttributes<Session>, InferCreationAttributes<Session>> {
  declare sid: string;
  declare sess: Record<string, unknown>;
  declare expire: Date;
  declare userId: CreationOptional<number | null>;

  static initModel(sequelize: Sequelize) {
    Session.init(
      {
        sid: { type: DataTypes.STRING(128), primaryKey: true },
        sess: { type: DataTypes.JSON, allowNull: false },
        expire: { type: DataTypes.DATE, allowNull: false },
        userId: DataTypes.INTEGER,
      },
      { sequelize, tableName: "sessions", underscored: true, timestamps: false },
    );
  }
}
